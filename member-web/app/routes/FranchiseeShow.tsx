import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FeedPageView } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedPage } from '../feeds.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.title ?? metaT(matches, 'feeds')('kinds.franchise.title')} | ${metaT(matches, 'common')('siteName')}`,
  },
];

/** /FranchiseeShow: franchise offers (GET restaurants/give-franchise?scope=all), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'franchise');

export default function Feed() {
  return <FeedPageView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
