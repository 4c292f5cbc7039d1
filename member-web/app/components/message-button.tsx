import type { ConversationContextType } from '@app/contracts';
import { Form } from '@remix-run/react';

/**
 * "Message": opens the conversation about a trade (or with a member who follows you back) in /messages; a
 * plain form, so it works without JavaScript. The API decides who may talk (decision 270).
 */
export function MessageButton({
  context,
  userId,
  label = 'Message',
  name,
}: {
  context?: { type: ConversationContextType; id: number };
  userId?: number;
  label?: string;
  /** Whom the message is for, for screen readers ("Message Asha"). */
  name?: string;
}) {
  return (
    <Form method="post" action="/messages/start" className="message-button">
      {context ? (
        <>
          <input type="hidden" name="context_type" value={context.type} />
          <input type="hidden" name="context_id" value={context.id} />
        </>
      ) : null}
      {userId ? <input type="hidden" name="user_id" value={userId} /> : null}
      <button
        type="submit"
        className="button button--ghost button--small"
        aria-label={name ? `${label} ${name}` : label}
      >
        {label}
      </button>
    </Form>
  );
}
