import { redirect, type ActionFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { startConversation } from '../conversations.server';
import { redirectWithMessage } from '../market.server';
import { MESSAGES_PATH } from '../message-paths';

/** The "Message" buttons post here; the conversation opens (new or existing), or the refusal is shown. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const failure = await startConversation(api, await request.formData());
  throw await redirectWithMessage(MESSAGES_PATH, failure.message ?? 'This conversation cannot be started.');
}

export function loader() {
  return redirect(MESSAGES_PATH);
}
