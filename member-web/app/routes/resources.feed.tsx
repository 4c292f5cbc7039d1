import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireMember } from '../accounts.server';
import { isFeedKind, ratedFeedCards } from '../feeds.server';
import { pageFrom } from '../market.server';
import { textsFor } from '../i18n/texts.server';

/** The next page of a listing feed, for infinite scrolling: ?kind={feed}&page={n}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const kind = new URL(request.url).searchParams.get('kind');
  if (!isFeedKind(kind)) throw new Response('kind is required', { status: 400 });
  const { api } = await requireMember(request);
  return { page: await ratedFeedCards(api, kind, pageFrom(request), await textsFor(request, 'feeds')) };
}
