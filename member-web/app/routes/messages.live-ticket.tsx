import type { ActionFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { liveTicket } from '../conversations.server';

/**
 * POST /messages/live-ticket: the thread's script asks for a one-use ticket to the live channel; the
 * session token stays on this server (decision 272).
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  return Response.json(await liveTicket(api), { headers: { 'Cache-Control': 'no-store' } });
}
