import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { cursorFrom, idParam, threadAction, threadPage } from '../conversations.server';
import { textsFor } from '../i18n/texts.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
/** What the thread's script may do here; the other forms of the thread post to the page itself. */
const SCRIPT_INTENTS = new Set(['send', 'read']);

/**
 * GET /messages/{id}/page: a page of the thread as JSON for the thread's script (the chat column opening a
 * thread in place, older messages, and what a reconnecting page missed with `?after=`), marked read.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const page = await threadPage(api, idParam(params.id), cursorFrom(request.url));
  return Response.json({ ...page, meId: me.id }, { headers: PRIVATE });
}

/** POST /messages/{id}/page: the script's send (text, pictures) and read; the answer says what happened. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const form = await request.formData();
  if (!SCRIPT_INTENTS.has(String(form.get('intent') ?? 'send')))
    return Response.json({ fieldErrors: {} }, { status: 400, headers: PRIVATE });
  const reply = await threadAction(api, idParam(params.id), form, await textsFor(request, 'server'));
  return Response.json(reply, { status: reply.ok ? 200 : 422, headers: PRIVATE });
}
