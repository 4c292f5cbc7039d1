import type { LoaderFunctionArgs } from '@remix-run/node';

import { shareBlog } from '../content.server';
import { idFrom } from '../locations.server';

/** /blog-share/{id}/{whatsapp|facebook|twitter|linkedin}: counts the share and opens the network. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFrom(params.id);
  if (!id) throw new Response('Not Found', { status: 404 });
  return shareBlog(request, id, params.network ?? '');
}
