import type { Page, Requirement } from '@app/contracts';
import { Link } from '@remix-run/react';

import { truncate } from '../social/text';
import { DeleteButton } from './delete-button';
import { RenewButton } from './renew-button';
import { REQUIREMENT_TABLE_CHARS } from './text';

/** How many matching vendors the requirement was sent to as a lead (issue 32, decision 345). */
const sentTo = (count: number) => `Sent to ${count} matching ${count === 1 ? 'vendor' : 'vendors'}`;

/**
 * The owner's requirements as a table (Update Requirement): the whole title, which is what tells the rows
 * apart, and the start of the description, cut with "…" where it goes on (the seeds cut both to 10 and
 * 15 characters; decision 294). Edit opens the dialog through `?edit={id}`; Delete asks first.
 */
export function RequirementTable({ list }: { list: Page<Requirement> }) {
  return (
    <div className="table-wrap">
      <table className="owner-table">
        <caption className="visually-hidden">My requirements</caption>
        <thead>
          <tr>
            <th scope="col">Sr.No.</th>
            <th scope="col">Title</th>
            <th scope="col">Description</th>
            <th scope="col">Photo</th>
            <th scope="col">Leads</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {list.data.length === 0 ? (
            <tr>
              <td colSpan={6}>
                No requirements yet. <Link to="/PostReq">Post My Requirment</Link>
              </td>
            </tr>
          ) : (
            list.data.map((row, index) => (
              <tr key={row.id}>
                <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                <td className="cell-wrap">{row.title}</td>
                <td className="cell-wrap" title={row.description}>
                  {truncate(row.description ?? '', REQUIREMENT_TABLE_CHARS.description).text}
                </td>
                <td>{row.photo ? <img src={row.photo} alt={`Photo of ${row.title}`} /> : '—'}</td>
                <td>{sentTo(row.leads_count)}</td>
                <td>
                  <div className="owner-table__actions">
                    <Link to={`?edit=${row.id}`} aria-label={`Edit ${row.title}`} preventScrollReset>
                      Edit
                    </Link>
                    <DeleteButton id={row.id} label={`Delete ${row.title}`} />
                    <RenewButton id={row.id} expired={row.is_expired === 1} label={row.title} />
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
