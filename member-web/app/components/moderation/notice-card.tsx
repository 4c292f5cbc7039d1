import { REVIEW_ACTION_TEXT, type MemberNotice, type ReviewAction } from '@app/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';
import { formatDate } from './appeal-form';

/** What was done, in the member's words (the API sends the action's code); `t` gives the reader's language. */
export const actionText = (action: string, t?: TFunction) => {
  const english = REVIEW_ACTION_TEXT[action as ReviewAction] ?? action;
  return t ? t(`moderation:actions.${action}`, { defaultValue: english }) : english;
};

/** The subjects' and the appeal states' keys (moderation catalogue: subjects.*, appealStates.*). */
const SUBJECTS = new Set([
  'post',
  'comment',
  'user',
  'requirement',
  'job',
  'franchise',
  'restaurant_sale',
  'review',
  'review_reply',
]);
const APPEAL_STATES = new Set(['open', 'upheld', 'reversed']);

function appealState(appeal: NonNullable<MemberNotice['appeal']>, t: TFunction): string {
  const state =
    appeal.outcome && APPEAL_STATES.has(appeal.outcome)
      ? appeal.outcome
      : APPEAL_STATES.has(appeal.status)
        ? appeal.status
        : null;
  return state ? t(`appealStates.${state}`) : appeal.status;
}

/** Whether the notice can still be appealed (none sent yet, window open). */
export const canAppeal = (notice: MemberNotice, now = Date.now()) =>
  !notice.appeal && new Date(notice.appeal_until).getTime() >= now;

/** One statement of reasons: what, why, how it was decided, and where its appeal stands (or `appeal`). */
export function NoticeCard({ notice, appeal }: { notice: MemberNotice; appeal?: ReactNode }) {
  const { t, i18n } = useT('moderation');
  const language = i18n.language;
  const headingId = `notice-${notice.id}`;
  return (
    <article className="card notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{actionText(notice.action, t)}</h2>
      <dl className="notice__facts">
        <dt>{t('notice.date')}</dt>
        <dd>{formatDate(notice.created_at, language)}</dd>
        <dt>{t('notice.what')}</dt>
        <dd>
          {t(SUBJECTS.has(notice.subject_type) ? `subjects.${notice.subject_type}` : 'subjects.other')}
          {notice.subject_excerpt ? <q>{notice.subject_excerpt}</q> : null}
        </dd>
        <dt>{t('notice.why')}</dt>
        <dd>{notice.rule}</dd>
        <dt>{t('notice.how')}</dt>
        <dd>{notice.decided_by === 'automatic' ? t('notice.automatic') : t('notice.moderators')}</dd>
      </dl>
      {notice.appeal ? (
        <p className="notice__appeal" role="status">
          <strong>{t('notice.appeal')}</strong> {appealState(notice.appeal, t)}
        </p>
      ) : canAppeal(notice) ? (
        appeal
      ) : (
        <p className="notice__appeal">
          {t('notice.ended', { date: formatDate(notice.appeal_until, language) })}
        </p>
      )}
    </article>
  );
}
