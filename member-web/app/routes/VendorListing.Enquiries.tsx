import type { VendorEnquiry } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { listPage, pageFrom } from '../market.server';
import { requireVendor } from '../vendor.server';
import { MessageButton } from '../components/message-button';

export const meta: MetaFunction = () => [{ title: 'Enquiries | Restaurant Community' }];

/** The owners who showed interest in the vendor (GET vendor/vendor-inquiry), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireVendor(request);
  return { list: await listPage<VendorEnquiry>(api, 'vendor/vendor-inquiry', pageFrom(request)) };
}

export default function Enquiries() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="Enquiries">
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Restaurant owners interested in my business</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Name</th>
              <th scope="col">Business Name</th>
              <th scope="col">View</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={4}>No enquiries yet.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>{row.restaurant.name}</td>
                  <td>{row.restaurant.business_name}</td>
                  <td>
                    <Link to={`/profile/${row.restaurant.id}`} aria-label={`View ${row.restaurant.name}`}>
                      View
                    </Link>
                    <MessageButton
                      context={{ type: 'vendor_enquiry', id: row.id }}
                      name={row.restaurant.name}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={list.current_page} lastPage={list.last_page} />
    </OwnerPage>
  );
}

export const ErrorBoundary = VendorErrorBoundary;
