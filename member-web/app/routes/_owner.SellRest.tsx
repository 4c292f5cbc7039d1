import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { SaleForm } from '../components/owner/sale-form';
import { saleFormData, saveSale } from '../sale-listing.server';

export const meta: MetaFunction = () => [{ title: 'Sell My Restaurant | Restaurant Community' }];

/** /SellRest: list the restaurant for sale (an owner who has a listing is shown it at /SellrestEdit). */
export const loader = ({ request }: LoaderFunctionArgs) => saleFormData(request, 'create');

export const action = ({ request }: ActionFunctionArgs) => saveSale(request, 'create');

export default function SellRestaurant() {
  const { values, types, locations, subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage title="Sell My Restaurant">
      <SaleForm
        values={{ ...values, ...reply?.values }}
        types={types}
        locations={reply?.locations ?? locations}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
        subscribed={subscribed}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
