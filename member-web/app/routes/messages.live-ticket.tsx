import type { ActionFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import { liveTicket } from '../conversations.server';
import { requireUser } from '../session.server';

/**
 * POST /messages/live-ticket: every signed-in page's script asks for a one-use ticket to the live channel;
 * the session token stays on this server (decision 272). The API checks the token as it issues the
 * ticket, so the member is not looked up first (one API call per page, not two).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return Response.json(await liveTicket(await apiFor(request)), { headers: { 'Cache-Control': 'no-store' } });
}
