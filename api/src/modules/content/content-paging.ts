import type { Page } from '@app/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { toPage } from '../../core/http/page';

/** Public lists count at most this many rows, whatever the size of the table. */
export const CONTENT_COUNT_CAP = 2_000;

/** Default rows per page of a public list (the clients read one page: `data.data`). */
export const CONTENT_PER_PAGE = 50;

/** One page of a public list and its capped total: two bounded queries. */
export async function contentPage<T extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<T>,
  page: number,
  perPage: number,
  map: (row: T) => R,
): Promise<Page<R>> {
  const counting = qb.clone().select('1').orderBy().limit(CONTENT_COUNT_CAP);
  const rows = await qb
    .offset((page - 1) * perPage)
    .limit(perPage)
    .getMany();
  const [sql, params] = counting.getQueryAndParameters();
  const counted: Array<{ total: string | number }> = await qb.connection.query(
    `SELECT COUNT(*) AS total FROM (${sql}) capped`,
    params,
  );
  return toPage(rows.map(map), Number(counted[0]?.total ?? 0), page, perPage);
}

/** Lower-case, hyphenated, ASCII: "Chef's Table – Part 2" → "chef-s-table-part-2". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
  return slug || 'blog';
}
