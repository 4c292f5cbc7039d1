import { Form } from '@remix-run/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A form of one button that posts `intent` (and the row's `id`, when given) to the page's own action:
 * the account pages' plain-HTML actions (mark as read, remove a passkey, block, leave), which work
 * without JavaScript. Other button attributes (an aria-label naming the row, disabled) pass through.
 */
export function IntentButton({
  intent,
  id,
  className = 'button button--ghost',
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'name' | 'value' | 'id'> & {
  intent: string;
  id?: number | string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <button type="submit" className={className} {...button}>
        {children}
      </button>
    </Form>
  );
}
