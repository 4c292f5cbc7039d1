import type { Page } from '@app/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { toPage } from '../../../core/http/page';
import type { ListQuery } from './list-query.dto';

/**
 * Public feeds count at most this many rows: the count walks the feed index no further, whatever the size
 * of the table. Past it `total` and `last_page` stop growing; the clients scroll a few pages at most.
 */
export const PUBLIC_COUNT_CAP = 5_000;

/**
 * One page of rows by id, with its total: two queries. `capped` bounds the count (public feeds, see
 * PUBLIC_COUNT_CAP); an owner's own list is counted exactly through its (user_id, id) index.
 */
export async function pageById<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  query: ListQuery,
  capped: boolean,
): Promise<{ rows: T[]; total: number }> {
  const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
  const counting = qb.clone().select(`${alias}.id`).orderBy();
  const rows = await qb
    .orderBy(`${alias}.id`, direction)
    .offset((query.page - 1) * query.per_page)
    .limit(query.per_page)
    .getMany();
  let total: number;
  if (capped) {
    const [sql, params] = counting.limit(PUBLIC_COUNT_CAP).getQueryAndParameters();
    const result: Array<{ total: string | number }> = await qb.connection.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      params,
    );
    total = Number(result[0]?.total ?? 0);
  } else {
    total = await counting.getCount();
  }
  return { rows, total };
}

export function asPage<T>(data: T[], total: number, query: ListQuery): Page<T> {
  return toPage(data, total, query.page, query.per_page);
}
