import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { InvoiceListPage } from '../components/money/invoice-list';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadInvoicePage } from '../money.server';
import { metaT } from '../i18n/i18n';

/** /DownloadInvoice: the restaurant owner's invoices (the manpower and vendor pages are the same page). */
export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, 'money')('invoices.title')} | ${metaT(matches, 'common')('siteName')}` },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadInvoicePage(request);

export default InvoiceListPage;

export const ErrorBoundary = RouteErrorBoundary;
