import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportSubjectType } from '@app/contracts';
import { useId, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';
import { Modal } from './modal';
import { SocialFields, useSocial } from './use-social';

/** The title's key per subject ("Report this post"); the reasons' texts are the contracts' (report.reasons). */
const TITLE_KEY: Record<ReportSubjectType, string> = {
  post: 'report.titlePost',
  comment: 'report.titleComment',
  user: 'report.titleUser',
  review: 'report.titleReview',
  review_reply: 'report.titleReply',
};

/**
 * Report on a post, comment or profile. With JavaScript it opens the Report dialog in place; without, it
 * is a link to the page that shows the dialog (`noScriptHref`).
 */
export function ReportAction({
  subjectType,
  subjectId,
  noScriptHref,
  className = 'link-button',
}: {
  subjectType: ReportSubjectType;
  subjectId: number;
  noScriptHref: string;
  className?: string;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <a href={noScriptHref} className={className}>
        {t('report.action')}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('report.action')}
      </button>
      {open ? (
        <ReportDialog subjectType={subjectType} subjectId={subjectId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * The Report dialog: a reason (child sexual abuse or exploitation, nudity, harassment, spam, other) and
 * optional details. `done` shows the thank-you of a report sent without JavaScript.
 */
export function ReportDialog({
  subjectType,
  subjectId,
  onClose,
  closeHref,
  done = false,
}: {
  subjectType: ReportSubjectType;
  subjectId: number;
  onClose?: () => void;
  closeHref?: string;
  done?: boolean;
}) {
  const { t } = useT('social');
  const { fetcher, outcome, pending } = useSocial(`${subjectType}:${subjectId}`);
  const reportOutcome = outcome?.intent === 'report' ? outcome : undefined;
  const ids = { reason: useId(), details: useId() };
  const title = t(TITLE_KEY[subjectType]);
  if (done || reportOutcome?.ok) {
    return (
      <Modal title={title} onClose={onClose} closeHref={closeHref} className="modal--narrow">
        <p className="alert alert--success" role="status">
          {reportOutcome?.message || t('report.thanks')}
        </p>
      </Modal>
    );
  }
  const errors = reportOutcome?.fieldErrors ?? {};
  return (
    <Modal title={title} onClose={onClose} closeHref={closeHref} className="modal--narrow">
      <fetcher.Form method="post" className="form">
        <SocialFields intent="report" subject_type={subjectType} subject_id={subjectId} />
        {reportOutcome && !reportOutcome.ok ? (
          <p className="alert alert--error" role="alert">
            {reportOutcome.message}
          </p>
        ) : null}
        <fieldset className="report-reasons" aria-describedby={errors.reason ? ids.reason : undefined}>
          <legend>{t('report.why')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="checkbox">
              <input type="radio" name="reason" value={reason} required /> {t(`report.reasons.${reason}`)}
            </label>
          ))}
          {errors.reason ? (
            <p id={ids.reason} className="field__error">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={ids.details}>{t('report.details')}</label>
          <textarea id={ids.details} name="details" rows={3} maxLength={REPORT_DETAILS_MAX_LENGTH} />
          {errors.details ? <p className="field__error">{errors.details}</p> : null}
        </div>
        <button type="submit" className="button button--primary" disabled={pending === 'report'}>
          {t('report.send')}
        </button>
      </fetcher.Form>
    </Modal>
  );
}
