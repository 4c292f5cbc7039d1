import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { metaT, useT } from '../../i18n/i18n';
import type { saleFormData, saveSale } from '../../sale-listing.server';
import { OwnerPage } from './owner-page';
import { SaleForm } from './sale-form';

/** The page of /SellRest and /SmrEdit: the one sale form, filled by the route's loader and action. */
export function SaleFormPage({ title, editing = false }: { title: string; editing?: boolean }) {
  const { values, types, locations, subscribed } = useLoaderData<typeof saleFormData>();
  const reply = useActionData<typeof saveSale>();
  return (
    <OwnerPage title={title}>
      <SaleForm
        values={{ ...values, ...reply?.values }}
        types={types}
        locations={reply?.locations ?? locations}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
        subscribed={subscribed}
        editing={editing}
      />
    </OwnerPage>
  );
}

/** The browser title of /SellRest (`create`) or /SmrEdit (`edit`). */
export function saleFormMeta(mode: 'create' | 'edit'): MetaFunction {
  const key = mode === 'create' ? 'sale.sellMetaTitle' : 'sale.editMetaTitle';
  return ({ matches }) => [{ title: metaT(matches, 'ownerArea')(key) }];
}

/** /SellRest: list the restaurant for sale. */
export function SellRestaurantPage() {
  const { t } = useT('owner');
  return <SaleFormPage title={t('sale.sell')} />;
}

/** /SmrEdit: the owner's listing in its edit form. */
export function EditSaleListingPage() {
  const { t } = useT('owner');
  return <SaleFormPage title={t('sale.edit')} editing />;
}
