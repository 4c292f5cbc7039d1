import type { ReceivedApplication } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { Pager } from '../components/owner/pager';
import { listPage, pageFrom, requireOwner } from '../market.server';

export const meta: MetaFunction = () => [{ title: 'Received Application | Restaurant Community' }];

/** Applications to the owner's jobs (GET restaurants/received-application). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireOwner(request);
  return {
    list: await listPage<ReceivedApplication>(api, 'restaurants/received-application', pageFrom(request)),
  };
}

export default function ReceivedApplications() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <OwnerPage
      title="Received Application"
      actions={
        <Link to="/CreateJob" className="button button--ghost button--small">
          Create Job
        </Link>
      }
    >
      <div className="table-wrap">
        <table className="owner-table">
          <caption className="visually-hidden">Applications to my jobs</caption>
          <thead>
            <tr>
              <th scope="col">Sr.No</th>
              <th scope="col">Job Title</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile No</th>
              <th scope="col">Email ID</th>
              <th scope="col">View</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={6}>No applications yet.</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={row.id}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  <td>{row.title}</td>
                  <td>{row.manpower.name}</td>
                  <td>{row.manpower.mobile_no ?? '—'}</td>
                  <td>{row.manpower.email}</td>
                  <td>
                    <Link to={`/profile/${row.user.id}`} aria-label={`View ${row.manpower.name}`}>
                      View
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
