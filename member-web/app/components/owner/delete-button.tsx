import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';

/**
 * Delete behind the seeds' 'Do you really want to delete?': a disclosure that opens the question and its
 * confirm button, so it needs no script (as the social pages do it, decision 020). Posts intent=delete
 * with the record's id to the page's action.
 */
export function DeleteButton({ id, label }: { id: number; label: string }) {
  const { t } = useT('owner');
  return (
    <details className="confirm-delete">
      <summary aria-label={label}>{t('delete')}</summary>
      <Form method="post" encType="multipart/form-data" className="confirm-delete__panel">
        <input type="hidden" name="id" value={id} />
        <span>{t('deleteConfirm')}</span>
        <button type="submit" name="intent" value="delete" className="button button--danger button--small">
          {t('yesDelete')}
        </button>
      </Form>
    </details>
  );
}
