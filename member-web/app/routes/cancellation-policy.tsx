import { PolicyRoutePage, policyMeta } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { policyLoader } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta = policyMeta;

/**
 * /cancellation-policy: the rules billing applies (docs/decisions/153). Refunds are never
 * automatic: staff refund through the payment provider in the cases the page lists.
 * The text is kept in the console in English and Hindi (decision 408).
 */
export const loader = policyLoader('cancellation-policy');

export default PolicyRoutePage;

export const ErrorBoundary = RouteErrorBoundary;
