import type { EntityManager } from 'typeorm';

/** What a vendor serves: categories and places, as saved on the vendor profile. */
export interface VendorReach {
  categoryIds: readonly number[];
  cityIds: readonly number[];
  stateIds: readonly number[];
  /** The vendor's own city: the place served when no city or state is chosen (decision 301). */
  ownCityId: number | null;
}

/** The (category, place) pairs a vendor is routed leads by: every category with every place served. */
export function targetsOf(reach: VendorReach): Array<[number, 'city' | 'state', number]> {
  const places: Array<['city' | 'state', number]> =
    reach.cityIds.length || reach.stateIds.length
      ? [
          ...reach.cityIds.map((id) => ['city', id] as ['city', number]),
          ...reach.stateIds.map((id) => ['state', id] as ['state', number]),
        ]
      : reach.ownCityId
        ? [['city', reach.ownCityId]]
        : [];
  return reach.categoryIds
    .flatMap((category) => places.map(([type, id]) => [category, type, id] as const))
    .map(([category, type, id]) => [category, type, id]);
}

/**
 * Rewrites a vendor's routing rows (vendor_lead_targets, keyed by category, place and vendor so that a
 * requirement's matching vendors are one index range per place; decision 301). At most 5 categories ×
 * 30 places a vendor. Only the rows that change are touched, each by its whole primary key: a delete of
 * a range (or of nothing) would take gap locks, and two vendors saving at once would deadlock on them.
 */
export async function writeTargets(em: EntityManager, userId: number, reach: VendorReach): Promise<void> {
  const key = (row: readonly [number, string, number]) => row.join(':');
  const wanted = targetsOf(reach);
  const current: Array<{ category_id: number; place_type: 'city' | 'state'; place_id: number }> =
    await em.query('SELECT category_id, place_type, place_id FROM vendor_lead_targets WHERE user_id = ?', [
      userId,
    ]);
  const keep = new Set(wanted.map(key));
  const have = new Set(current.map((r) => key([r.category_id, r.place_type, r.place_id])));
  for (const row of current)
    if (!keep.has(key([row.category_id, row.place_type, row.place_id])))
      await em.query(
        'DELETE FROM vendor_lead_targets WHERE category_id = ? AND place_type = ? AND place_id = ? AND user_id = ?',
        [row.category_id, row.place_type, row.place_id, userId],
      );
  const added = wanted.filter((row) => !have.has(key(row)));
  if (!added.length) return;
  await em.query(
    `INSERT IGNORE INTO vendor_lead_targets (category_id, place_type, place_id, user_id) VALUES ${added
      .map(() => '(?, ?, ?, ?)')
      .join(', ')}`,
    added.flatMap((row) => [...row, userId]),
  );
}
