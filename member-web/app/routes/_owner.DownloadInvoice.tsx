import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { InvoiceListPage } from '../components/money/invoice-list';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadInvoicePage } from '../money.server';

/** /DownloadInvoice: the restaurant owner's invoices (the manpower and vendor pages are the same page). */
export const meta: MetaFunction = () => [{ title: 'Download Invoice | Restaurant Community' }];

export const loader = ({ request }: LoaderFunctionArgs) => loadInvoicePage(request);

export default InvoiceListPage;

export const ErrorBoundary = RouteErrorBoundary;
