import type { FetcherWithComponents } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n/i18n';
import type { SocialOutcome } from '../../social.server';

/**
 * Delete behind the seeds' question 'Do you really want to delete?': a disclosure that opens the question
 * and its confirm button (works without JavaScript). `children` are the form's hidden fields.
 */
export function ConfirmDelete({
  fetcher,
  outcome,
  label,
  children,
}: {
  fetcher: FetcherWithComponents<SocialOutcome>;
  /** The delete's outcome (from the fetcher, or from the page after a form sent without JavaScript). */
  outcome?: SocialOutcome;
  label: string;
  children: ReactNode;
}) {
  const { t } = useT('social');
  const busy = fetcher.state !== 'idle';
  return (
    <details className="confirm-delete">
      <summary>{label}</summary>
      <fetcher.Form method="post" className="confirm-delete__panel">
        {children}
        <span>{t('confirmDelete.question')}</span>
        <button type="submit" className="button button--danger button--small" disabled={busy}>
          {t('confirmDelete.yes')}
        </button>
      </fetcher.Form>
      {outcome && !outcome.ok ? (
        <p className="field__error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </details>
  );
}
