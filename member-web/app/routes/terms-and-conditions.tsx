import { PolicyRoutePage, policyMeta } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { policyLoader } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta = policyMeta;

/**
 * /terms-and-conditions: linked from every page’s footer.
 * The text is kept in the console in English and Hindi (decision 408).
 */
export const loader = policyLoader('terms-and-conditions');

export default PolicyRoutePage;

export const ErrorBoundary = RouteErrorBoundary;
