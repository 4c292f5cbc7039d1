import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { SaleFormPage } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('sale.sellMetaTitle') },
];

/** /SellRest: list the restaurant for sale (an owner who has a listing is shown it at /SellrestEdit). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'create');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'create');

export default function SellRestaurant() {
  const { t } = useT('owner');
  return <SaleFormPage title={t('sale.sell')} />;
}

export const ErrorBoundary = OwnerErrorBoundary;
