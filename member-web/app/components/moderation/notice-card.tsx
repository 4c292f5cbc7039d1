import { REVIEW_ACTION_TEXT, type MemberNotice, type ReviewAction } from '@app/contracts';
import type { ReactNode } from 'react';

import { formatDate } from './appeal-form';

/** What was done, in the member's words (the API sends the action's code). */
export const actionText = (action: string) => REVIEW_ACTION_TEXT[action as ReviewAction] ?? action;

const SUBJECTS: Record<string, string> = {
  post: 'Your post',
  comment: 'Your comment',
  user: 'Your profile',
  requirement: 'Your requirement',
  job: 'Your job offer',
  franchise: 'Your franchise offer',
  restaurant_sale: 'Your restaurant for sale',
  review: 'Your review',
  review_reply: 'Your reply to a review',
};

const APPEAL_STATES: Record<string, string> = {
  open: 'Your appeal is being reviewed by a moderator who did not make the decision.',
  upheld: 'Your appeal was reviewed: the decision stands.',
  reversed: 'Your appeal was successful: the decision was reversed.',
};

function appealState(appeal: NonNullable<MemberNotice['appeal']>): string {
  return (appeal.outcome && APPEAL_STATES[appeal.outcome]) || APPEAL_STATES[appeal.status] || appeal.status;
}

/** Whether the notice can still be appealed (none sent yet, window open). */
export const canAppeal = (notice: MemberNotice, now = Date.now()) =>
  !notice.appeal && new Date(notice.appeal_until).getTime() >= now;

/** One statement of reasons: what, why, how it was decided, and where its appeal stands (or `appeal`). */
export function NoticeCard({ notice, appeal }: { notice: MemberNotice; appeal?: ReactNode }) {
  const headingId = `notice-${notice.id}`;
  return (
    <article className="card notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{actionText(notice.action)}</h2>
      <dl className="notice__facts">
        <dt>Date</dt>
        <dd>{formatDate(notice.created_at)}</dd>
        <dt>What</dt>
        <dd>
          {SUBJECTS[notice.subject_type] ?? 'Your content'}
          {notice.subject_excerpt ? <q>{notice.subject_excerpt}</q> : null}
        </dd>
        <dt>Why</dt>
        <dd>{notice.rule}</dd>
        <dt>How it was decided</dt>
        <dd>{notice.decided_by === 'automatic' ? 'By our automatic checks' : 'By our moderators'}</dd>
      </dl>
      {notice.appeal ? (
        <p className="notice__appeal" role="status">
          <strong>Appeal:</strong> {appealState(notice.appeal)}
        </p>
      ) : canAppeal(notice) ? (
        appeal
      ) : (
        <p className="notice__appeal">
          The time to appeal this decision ended on {formatDate(notice.appeal_until)}.
        </p>
      )}
    </article>
  );
}
