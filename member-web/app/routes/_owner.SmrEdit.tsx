import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { SaleFormPage } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta: MetaFunction = () => [{ title: 'Edit Restaurant on Sale | Restaurant Community' }];

/** /SmrEdit: the owner's listing in its edit form (no listing yet: /SellRest). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'edit');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'edit');

export default function EditSaleListing() {
  return <SaleFormPage title="Edit Restaurant on Sale" editing />;
}

export const ErrorBoundary = OwnerErrorBoundary;
