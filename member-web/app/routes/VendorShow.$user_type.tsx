import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FeedPageView } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedPage, vendorShowKind } from '../feeds.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.title ?? metaT(matches, 'feeds')('listings')} | ${metaT(matches, 'common')('siteName')}`,
  },
];

/** /VendorShow/{user_type}: 6 and 7 vendors, 8 jobs. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  feedPage(request, vendorShowKind(params.user_type));

export default function Feed() {
  return <FeedPageView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
