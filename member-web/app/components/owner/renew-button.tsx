import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/** The intent the owner's list pages answer with `POST listings/{kind}/{id}/renew` (decision 348). */
export const RENEW_INTENT = 'renew';

/**
 * An expired listing's mark and its one-click Renew (decision 348): posts intent=renew with the listing's
 * id to the page's action. Nothing for a listing still running.
 */
export function RenewButton({ id, expired, label }: { id: number; expired: boolean; label: string }) {
  const { t } = useT('matching');
  if (!expired) return null;
  return (
    <Form method="post" encType="multipart/form-data" className="inline-form">
      <span className="status-badge">{t('renew.expired')}</span>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={RENEW_INTENT}
        className="button button--primary button--small"
        aria-label={t('renew.label', { title: label })}
      >
        {t('renew.button')}
      </button>
    </Form>
  );
}
