import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireUser } from '../session.server';
import { unreadMessages } from '../conversations.server';

/** GET /messages/unread: the header badge's count, asked by its script when the live channel says so. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return Response.json(
    { unread: await unreadMessages(request) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
