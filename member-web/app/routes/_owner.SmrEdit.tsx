import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { OwnerErrorBoundary } from '../components/owner/owner-page';
import { SaleFormPage } from '../components/owner/sale-form-page';
import { saleFormData, saveSale } from '../sale-listing.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('sale.editMetaTitle') },
];

/** /SmrEdit: the owner's listing in its edit form (no listing yet: /SellRest). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'edit');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'edit');

export default function EditSaleListing() {
  const { t } = useT('owner');
  return <SaleFormPage title={t('sale.edit')} editing />;
}

export const ErrorBoundary = OwnerErrorBoundary;
