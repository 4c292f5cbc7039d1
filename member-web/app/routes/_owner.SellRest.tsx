import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { SaleFormPage } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta: MetaFunction = () => [{ title: 'Sell My Restaurant | Restaurant Community' }];

/** /SellRest: list the restaurant for sale (an owner who has a listing is shown it at /SellrestEdit). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'create');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'create');

export default function SellRestaurant() {
  return <SaleFormPage title="Sell My Restaurant" />;
}

export const ErrorBoundary = OwnerErrorBoundary;
