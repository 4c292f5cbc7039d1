import { Fragment, type ReactNode } from 'react';

import { useT } from '../../i18n/i18n';
import { Pager } from './pager';

/** What a paged list answers (a Page of the API, as the loader hands it over). */
interface ListPage<T> {
  current_page: number;
  per_page: number;
  last_page: number;
  data: T[];
}

/**
 * One column of a ListTable: its heading and what a row shows in it, as the whole `<td>` (so a cell keeps
 * its own attributes). A column without `cell` is covered by the cell before it (`colSpan={2}`).
 */
export interface ListColumn<T> {
  header: ReactNode;
  cell?: (row: T) => ReactNode;
}

/**
 * One page of a marketplace list as a table: a hidden caption, a header row (the number column's, "Sr.No"
 * unless `numberHeader` says otherwise, then each column's `header`), each row numbered across the pages
 * and then its columns' cells, a single row saying `empty` when there is nothing, and the Previous/Next
 * pager below (left out with `pager={false}`, where the page puts its own). Each heading stands beside its
 * cell in `columns`.
 */
export function ListTable<T extends { id: number | string }>({
  caption,
  numberHeader,
  columns,
  list,
  empty,
  pager = true,
  rowKey = (row) => row.id,
}: {
  caption: string;
  numberHeader?: ReactNode;
  columns: ListColumn<T>[];
  list: ListPage<T>;
  empty: ReactNode;
  pager?: boolean;
  /** The row's React key, when its `id` is not unique on the page (several quotes on one requirement). */
  rowKey?: (row: T) => number | string;
}) {
  const { t } = useT('ownerArea');
  const headers = [numberHeader ?? t('srNo'), ...columns.map((column) => column.header)];
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
                  {columns.map((column, at) =>
                    column.cell ? <Fragment key={at}>{column.cell(row)}</Fragment> : null,
                  )}
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
