import type { ReactNode } from 'react';

import { Pager } from './pager';

/** What a paged list answers (a Page of the API, as the loader hands it over). */
interface ListPage<T> {
  current_page: number;
  per_page: number;
  last_page: number;
  data: T[];
}

/**
 * One page of a marketplace list as a table: a hidden caption, a header row (`headers`, the first is the
 * number column), each row numbered across the pages and then its own cells (`cells`), a single row saying
 * `empty` when there is nothing, and the Previous/Next pager below (left out with `pager={false}`, where
 * the page puts its own).
 */
export function ListTable<T extends { id: number | string }>({
  caption,
  headers,
  list,
  empty,
  cells,
  pager = true,
  rowKey = (row) => row.id,
}: {
  caption: string;
  headers: ReactNode[];
  list: ListPage<T>;
  empty: ReactNode;
  cells: (row: T) => ReactNode;
  pager?: boolean;
  /** The row's React key, when its `id` is not unique on the page (several quotes on one requirement). */
  rowKey?: (row: T) => number | string;
}) {
  return (
    <>
      <div className="table-wrap">
        {/* On a phone a wide table scrolls sideways in its own box: it takes the focus, for the keyboard. */}
        <table className="owner-table" tabIndex={0}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th scope="col" key={index}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={headers.length}>{empty}</td>
              </tr>
            ) : (
              list.data.map((row, index) => (
                <tr key={rowKey(row)}>
                  <td>{(list.current_page - 1) * list.per_page + index + 1}</td>
                  {cells(row)}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pager ? <Pager page={list.current_page} lastPage={list.last_page} /> : null}
    </>
  );
}
