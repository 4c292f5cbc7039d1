import { MarketplaceMessages } from '@app/contracts';
import { Form } from '@remix-run/react';

/**
 * Delete behind the seeds' 'Do you really want to delete?': a disclosure that opens the question and its
 * confirm button, so it needs no script (as the social pages do it, decision 020). Posts intent=delete
 * with the record's id to the page's action.
 */
export function DeleteButton({ id, label }: { id: number; label: string }) {
  return (
    <details className="confirm-delete">
      <summary aria-label={label}>Delete</summary>
      <Form method="post" encType="multipart/form-data" className="confirm-delete__panel">
        <input type="hidden" name="id" value={id} />
        <span>{MarketplaceMessages.deleteConfirm}</span>
        <button type="submit" name="intent" value="delete" className="button button--danger button--small">
          Yes, delete
        </button>
      </Form>
    </details>
  );
}
