import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { PolicyText } from '../components/policy-page';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPolicyPage } from '../content-pages.server';
import { metaT } from '../i18n/i18n';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        { title: metaT(matches, 'policies')('metaTitle', { title: data.page.title }) },
        { name: 'description', content: data.page.description },
      ]
    : [];

export function loader({ request }: LoaderFunctionArgs) {
  return loadPolicyPage(request, 'terms-and-conditions');
}

/**
 * /terms-and-conditions: linked from every page’s footer.
 * The text is kept in the console in English and Hindi (decision 408).
 */
export default function TermsAndConditions() {
  const { page } = useLoaderData<typeof loader>();
  return <PolicyText page={page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
