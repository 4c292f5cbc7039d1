import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { feedMeta, FeedRoutePage } from '../components/feeds/feed-cards';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { feedAction, feedPage } from '../feeds.server';

export const meta = feedMeta('restaurant');

/** /RestaurantList: restaurant cards (GET restaurants/restaurants), ten a page. */
export const loader = ({ request }: LoaderFunctionArgs) => feedPage(request, 'restaurant');

/** "Show contact" on a restaurant card (decision 213). */
export const action = ({ request }: ActionFunctionArgs) => feedAction(request);

export default FeedRoutePage;

export const ErrorBoundary = RouteErrorBoundary;
