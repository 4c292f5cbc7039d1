import type { LoaderFunctionArgs } from '@remix-run/node';

import { feedMeta, FeedRoutePage } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedPage } from '../feeds.server';

export const meta = feedMeta('franchise');

/** /FranchiseeShow: franchise offers (GET restaurants/give-franchise?scope=all), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'franchise');

export default FeedRoutePage;

export const ErrorBoundary = RouteErrorBoundary;
