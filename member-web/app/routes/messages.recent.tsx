import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { inboxPage } from '../conversations.server';

/** GET /messages/recent: the chat column's recent conversations (loaded by its script at ≥ 1600 px). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const page = await inboxPage(api, null);
  return Response.json(
    { conversations: page.data.slice(0, 8) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
