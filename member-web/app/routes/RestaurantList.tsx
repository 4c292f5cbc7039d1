import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FeedPageView } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedAction, feedPage } from '../feeds.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.title ?? metaT(matches, 'feeds')('kinds.restaurant.title')} | ${metaT(matches, 'common')('siteName')}`,
  },
];

/** /RestaurantList: restaurant cards (GET restaurants/restaurants), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'restaurant');

/** "Show contact" on a restaurant card (decision 213). */
export const action = ({ request }: ActionFunctionArgs) => feedAction(request);

export default function Feed() {
  return <FeedPageView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
