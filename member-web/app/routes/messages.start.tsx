import { redirect, type ActionFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { startConversation } from '../conversations.server';
import { redirectWithMessage } from '../market.server';
import { MESSAGES_PATH } from '../message-paths';
import { textsFor } from '../i18n/texts.server';

/** The "Message" buttons post here; the conversation opens (new or existing), or the refusal is shown. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const failure = await startConversation(api, await request.formData());
  const t = await textsFor(request, 'server');
  throw await redirectWithMessage(MESSAGES_PATH, failure.message ?? t('choices.conversation'));
}

export function loader() {
  return redirect(MESSAGES_PATH);
}
