import { useActionData, useLoaderData } from '@remix-run/react';

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
