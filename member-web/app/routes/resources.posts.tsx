import type { LoaderFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import { idFrom } from '../locations.server';
import { memberApi, pageFrom, postsPage, type FeedSource } from '../social.server';

/**
 * The next page of a feed, for infinite scrolling: ?list=home|mine|preview, or ?list=member&member={id};
 * &page={n}. The public preview needs no session; the others do.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const source = sourceFrom(url);
  const api = source.kind === 'preview' ? await apiFor(request) : await memberApi(request);
  return { page: await postsPage(api, source, pageFrom(url)) };
}

function sourceFrom(url: URL): FeedSource {
  const list = url.searchParams.get('list');
  if (list === 'home' || list === 'mine' || list === 'preview') return { kind: list };
  const memberId = idFrom(url.searchParams.get('member'));
  if (list === 'member' && memberId) return { kind: 'member', memberId };
  throw new Response('list is required', { status: 400 });
}
