import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { SaleForm } from '../components/owner/sale-form';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta: MetaFunction = () => [{ title: 'Edit Restaurant on Sale | Restaurant Community' }];

/** /SmrEdit: the owner's listing in its edit form (no listing yet: /SellRest). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'edit');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'edit');

export default function EditSaleListing() {
  const { values, types, locations, subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title="Edit Restaurant on Sale">
      <SaleForm
        values={{ ...values, ...reply?.values }}
        types={types}
        locations={reply?.locations ?? locations}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
        subscribed={subscribed}
        editing
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
