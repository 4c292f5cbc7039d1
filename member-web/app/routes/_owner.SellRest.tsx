import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { SellRestaurantPage, saleFormMeta } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta = saleFormMeta('create');

/** /SellRest: list the restaurant for sale (an owner who has a listing is shown it at /SellrestEdit). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'create');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'create');

export default SellRestaurantPage;

export const ErrorBoundary = OwnerErrorBoundary;
