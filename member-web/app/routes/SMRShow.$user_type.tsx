import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FeedPageView } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedAction, feedPage, smrShowKind } from '../feeds.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.title ?? metaT(matches, 'feeds')('listings')} | ${metaT(matches, 'common')('siteName')}`,
  },
];

/** /SMRShow/{user_type}: 6 sale listings, 7 and 8 restaurants, requirement requirements. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  feedPage(request, smrShowKind(params.user_type));

/** "Show contact" on a restaurant card (decision 213). */
export const action = ({ request }: ActionFunctionArgs) => feedAction(request);

export default function Feed() {
  return <FeedPageView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
