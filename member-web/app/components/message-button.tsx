import type { ConversationContextType, FollowStatus } from '@app/contracts';
import { Form } from '@remix-run/react';

import { useT } from '../i18n/i18n';

/**
 * Whether a profile offers Message without a trade: both follow each other, both follows accepted, which is
 * what `POST conversations {user_id}` asks (decision 361). One way, or a request still pending, is not enough.
 */
export const followEachOther = (member: { follow_status: FollowStatus; follows_you: boolean }): boolean =>
  member.follow_status === 'accepted' && member.follows_you;

/**
 * "Message": opens the conversation about a trade (or with a member who follows you back) in /messages; a
 * plain form, so it works without JavaScript. The API decides who may talk (decision 270), a listing's
 * Elite rule included: a refusal shows on /messages.
 */
export function MessageButton({
  context,
  userId,
  name,
}: {
  context?: { type: ConversationContextType; id: number };
  /** The member to talk to (mutual followers), or the interested member a listing's owner answers. */
  userId?: number;
  /** Whom the message is for, for screen readers ("Message Asha"). */
  name?: string;
}) {
  const { t } = useT('messages');
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
        aria-label={name ? t('messageButtonFor', { name }) : undefined}
      >
        {t('messageButton')}
      </button>
    </Form>
  );
}
