import type { ReactNode } from 'react';

/**
 * A plain table of the account pages (contact views, wallet): in its sideways-scrolling box, a caption
 * for assistive technology, one header row (`headers`), then the rows given as children.
 */
export function CaptionedTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="owner-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
