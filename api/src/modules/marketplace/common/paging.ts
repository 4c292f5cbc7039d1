import type { Page } from '@app/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { toPage } from '../../../core/http/page';
import type { ListQuery } from './list-query.dto';

/**
 * One page of rows by id, with its total: two queries, run together.
 *
 * The page's ids are found first, in a derived table that selects the id alone: every list's filter and
 * order are held by an index ending in the id (`(held_at, id)`, `(is_closed, held_at, id)`, `(user_id, id)`,
 * `(owner_id, id)`), so the rows a deep page skips are walked in that index and never read (decision 186,
 * as the posts feed does in decision 182); the page's rows are then read by their primary key.
 *
 * `total` is the caller's for public lists (a counter of `MarketplaceTotals`: the feeds never count the
 * table); without it the filter's rows are counted, which is right for lists of one member (an index range
 * of that member's rows).
 */
export async function pageById<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  query: ListQuery,
  total?: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
  const ids = qb
    .clone()
    .select(`${alias}.id`, 'id')
    .orderBy(`${alias}.id`, direction)
    .offset((query.page - 1) * query.per_page)
    .limit(query.per_page);
  const target = qb.expressionMap.mainAlias!.target;
  const page = qb.connection
    .getRepository<T>(target)
    .createQueryBuilder(alias)
    .innerJoin(`(${ids.getQuery()})`, 'page', `page.id = ${alias}.id`)
    .setParameters(ids.getParameters())
    .orderBy(`${alias}.id`, direction);
  const [rows, count] = await Promise.all([
    page.getMany(),
    total ? total() : qb.clone().select(`${alias}.id`).orderBy().getCount(),
  ]);
  return { rows, total: count };
}

export function asPage<T>(data: T[], total: number, query: ListQuery): Page<T> {
  return toPage(data, total, query.page, query.per_page);
}
