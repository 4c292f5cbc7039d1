import type { ReceivedQuote } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { RatingBadge } from '../components/reviews/rating-badge';
import { listPage, pageFrom, requireOwner } from '../market.server';
import { ratingsFor } from '../reviews.server';

export const meta: MetaFunction = () => [{ title: 'Recieved Quote For Requirement | Restaurant Community' }];

/**
 * The vendors' quotes on the owner's requirements (GET restaurants/received-interested-requirements), each
 * vendor with their rating (issue 33: one ratings call for the page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  const list = await listPage<ReceivedQuote>(
    api,
    'restaurants/received-interested-requirements',
    pageFrom(request),
  );
  return {
    list,
    ratings: await ratingsFor(
      api,
      list.data.map((row) => row.user.id),
    ),
  };
}

export default function ReceivedQuotes() {
  const { list, ratings } = useLoaderData<typeof loader>();
  return (
    <OwnerPage title="Recieved Quote For Requirement">
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Quotes received for my requirements</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Requirement Title</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile No</th>
              <th scope="col">Remark</th>
              <th scope="col">Rate</th>
              <th scope="col">View</th>
              <th scope="col">Compare</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={8}>No quotes yet.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.vendor_interest.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>{row.title}</td>
                  <td>
                    {row.user.full_name || row.user.name}{' '}
                    <RatingBadge rating={ratings[String(row.user.id)]} />
                  </td>
                  <td>{row.vendor_interest.mobile_no}</td>
                  <td>{row.vendor_interest.remark}</td>
                  <td>{row.vendor_interest.rate}</td>
                  <td>
                    <Link
                      to={`/profile/${row.user.id}`}
                      aria-label={`View ${row.user.full_name || row.user.name}`}
                    >
                      View
                    </Link>
                  </td>
                  <td>
                    <Link to={`/RecievedQuote/${row.id}`} aria-label={`Compare quotes for ${row.title}`}>
                      Compare quotes
                    </Link>
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

export const ErrorBoundary = OwnerErrorBoundary;
