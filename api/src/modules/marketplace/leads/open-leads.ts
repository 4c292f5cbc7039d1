import type { DataSource } from 'typeorm';
import type { ListQuery } from '../common/list-query.dto';
import type { MatchRoute } from './match-route';

/** A lead on a member's page: the routed listing and when it was routed to them. */
export interface OpenLead {
  listingId: number;
  routedAt: Date;
}

/**
 * One page of the leads routed to a member whose listings are still open (the route's `open`: visible,
 * not awarded or closed, not expired), newest lead first unless `order_by=asc`, read by the leads'
 * `(member, id)` index, with their total: two queries (decisions 301, 345).
 */
export async function openLeadsPage(
  db: DataSource,
  route: MatchRoute,
  memberId: number,
  query: ListQuery,
): Promise<{ leads: OpenLead[]; total: number }> {
  const { table, listing, member } = route.leads;
  const open = `FROM ${table} l JOIN ${route.table} t ON t.id = l.${listing} WHERE l.${member} = ? AND ${route.open}`;
  const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
  const [rows, [{ total }]]: [
    Array<{ listing_id: number; created_at: Date }>,
    Array<{ total: number | string }>,
  ] = await Promise.all([
    db.query(
      `SELECT l.${listing} AS listing_id, l.created_at ${open} ORDER BY l.id ${direction} LIMIT ? OFFSET ?`,
      [memberId, query.per_page, (query.page - 1) * query.per_page],
    ),
    db.query(`SELECT COUNT(*) AS total ${open}`, [memberId]),
  ]);
  return {
    leads: rows.map((row) => ({ listingId: Number(row.listing_id), routedAt: row.created_at })),
    total: Number(total),
  };
}
