import { UserType } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../components/money/subscribe-notice';
import { MemberDirectory } from '../components/owner/member-directory';
import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { directoryPage } from '../market.server';

export const meta: MetaFunction = () => [{ title: 'All Vendors | Restaurant Community' }];

/** /AllVendors: GET vendor/vendor, ten cards a page. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  directoryPage(request, 'vendor/vendor', UserType.Vendor);

export default function Directory() {
  const { list, ratings, byRating } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="All Vendors">
      <p>Vendors: suppliers of the restaurant trade.</p>
      {list ? (
        <MemberDirectory
          list={list}
          ratings={ratings}
          byRating={byRating}
          label="All Vendors"
          empty="No vendors yet."
        />
      ) : (
        <SubscribeNotice />
      )}
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
