import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireUser } from '../session.server';
import { idParam, messageImageResponse } from '../conversations.server';

/** GET /messages/{id}/images/{message id}/{n}: a message's picture, for the conversation's two members. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const n = Number(params.n);
  if (!/^\d$/.test(params.n ?? '')) throw new Response('Not found', { status: 404 });
  return messageImageResponse(request, idParam(params.id), idParam(params.messageId), n);
}
