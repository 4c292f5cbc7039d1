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

/** What a professional wants (decision 345), as saved on the manpower profile. */
export interface ProfessionalReach {
  /** Position keys (`positionKey`), at most 5. */
  positions: readonly string[];
  cityIds: readonly number[];
  /** The professional's own city: the city wanted when none is chosen. */
  ownCityId: number | null;
  /** Per month, paise; 0: any. */
  minSalaryMinor: number;
}

/** The (position, city, minimum salary) rows a professional is routed jobs by. */
export function jobTargetsOf(reach: ProfessionalReach): Array<[string, number, number]> {
  const cities = reach.cityIds.length ? reach.cityIds : reach.ownCityId ? [reach.ownCityId] : [];
  return reach.positions.flatMap((position) =>
    cities.map((city) => [position, city, reach.minSalaryMinor] as [string, number, number]),
  );
}

/**
 * Rewrites a vendor's routing rows (vendor_lead_targets, keyed by category, place and vendor so that a
 * requirement's matching vendors are one index range per place; decision 301). At most 5 categories ×
 * 30 places a vendor.
 */
export async function writeTargets(em: EntityManager, userId: number, reach: VendorReach): Promise<void> {
  await rewriteRows(
    em,
    'vendor_lead_targets',
    ['category_id', 'place_type', 'place_id'],
    userId,
    targetsOf(reach),
  );
}

/** Rewrites a professional's job routing rows (job_alert_targets, decision 345). At most 5 × 10. */
export async function writeJobTargets(
  em: EntityManager,
  userId: number,
  reach: ProfessionalReach,
): Promise<void> {
  await rewriteRows(
    em,
    'job_alert_targets',
    ['position_key', 'city_id', 'min_salary_minor'],
    userId,
    jobTargetsOf(reach),
  );
}

/**
 * A member's rows of a targets table made `wanted`. Only the rows that change are touched, each by its
 * whole primary key: a delete of a range (or of nothing) would take gap locks, and two members saving at
 * once would deadlock on them.
 */
async function rewriteRows(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  userId: number,
  wanted: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<void> {
  const key = (row: ReadonlyArray<unknown>) => row.map(String).join('\u0000');
  const current: Array<Record<string, string | number>> = await em.query(
    `SELECT ${columns.join(', ')} FROM ${table} WHERE user_id = ?`,
    [userId],
  );
  const keep = new Set(wanted.map(key));
  const have = new Set(current.map((r) => key(columns.map((c) => r[c]))));
  for (const row of current) {
    const values = columns.map((c) => row[c]);
    if (!keep.has(key(values)))
      await em.query(
        `DELETE FROM ${table} WHERE ${columns.map((c) => `${c} = ?`).join(' AND ')} AND user_id = ?`,
        [...values, userId],
      );
  }
  const added = wanted.filter((row) => !have.has(key(row)));
  if (!added.length) return;
  await em.query(
    `INSERT IGNORE INTO ${table} (${columns.join(', ')}, user_id) VALUES ${added
      .map(() => `(${columns.map(() => '?').join(', ')}, ?)`)
      .join(', ')}`,
    added.flatMap((row) => [...row, userId]),
  );
}
