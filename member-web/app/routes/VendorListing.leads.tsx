import type { RequirementLead } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { firstChars } from '../components/owner/text';
import { QuoteLink } from '../components/vendor/quote-link';
import { VendorErrorBoundary } from '../components/vendor/vendor-page';
import { listPage, pageFrom } from '../market.server';
import { requireVendor } from '../vendor.server';

export const meta: MetaFunction = () => [{ title: 'Leads for you | Restaurant Community' }];

/** Characters of a requirement's description in the table. */
const DESCRIPTION_CHARS = 80;

/**
 * The vendor's leads (GET vendor/leads, decision 301): the open requirements sent to the vendor because
 * their category and place match the vendor's, quoted or not, newest first, with the quotes each already
 * received. Quoting opens the quote form of 'Requirements by Restaurant Owners'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireVendor(request);
  const page = pageFrom(request);
  return { list: await listPage<RequirementLead>(api, 'vendor/leads', page) };
}

const sentOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default function VendorLeads() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="Leads for you">
      <p>
        Requirements of restaurants in the places you serve, in your trade categories. Choose your categories
        and places on your profile, and how we e-mail you leads in your{' '}
        <Link to="/Home/User/notification-settings">notification settings</Link>.
      </p>
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Requirements that match your business</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Requirement</th>
              <th scope="col">Category</th>
              <th scope="col">Business Name</th>
              <th scope="col">Quotes received</th>
              <th scope="col">Sent</th>
              <th scope="col">Quote</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={7}>No leads yet. Matching requirements appear here as restaurants post them.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>
                    <strong>{row.title}</strong>
                    <br />
                    {firstChars(row.description, DESCRIPTION_CHARS)}
                  </td>
                  <td>{row.category?.name ?? ''}</td>
                  <td>{row.restaurant.business_name ?? row.restaurant.name}</td>
                  <td>{row.quotes_received}</td>
                  <td>{sentOn(row.lead_at)}</td>
                  <td>
                    <QuoteLink requirement={row} to={`/VendorListing/requirements?quote=${row.id}`} />
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
