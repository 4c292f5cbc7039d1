import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { EditSaleListingPage, saleFormMeta } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta = saleFormMeta('edit');

/** /SmrEdit: the owner's listing in its edit form (no listing yet: /SellRest). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'edit');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'edit');

export default EditSaleListingPage;

export const ErrorBoundary = OwnerErrorBoundary;
