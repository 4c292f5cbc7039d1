import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FeedPageView } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedPage } from '../feeds.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? 'Franchise Offers'} | Restaurant Community` },
];

/** /FranchiseeShow: franchise offers (GET restaurants/give-franchise?scope=all), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'franchise');

export default function Feed() {
  return <FeedPageView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
