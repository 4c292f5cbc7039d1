import type { LoaderFunctionArgs } from '@remix-run/node';

import { feedMeta, FeedRoutePage } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedPage } from '../feeds.server';

export const meta = feedMeta('manpower');

/** /ManpowerShow: manpower cards (GET mp/manpowers), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'manpower');

export default FeedRoutePage;

export const ErrorBoundary = RouteErrorBoundary;
