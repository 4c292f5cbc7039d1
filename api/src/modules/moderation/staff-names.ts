import type { DataSource } from 'typeorm';

/** Names of staff members by id, in one query (the staff module owns the table; this only reads names). */
export async function staffNames(db: DataSource, ids: Array<number | null>): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!unique.length) return new Map();
  const rows: Array<{ id: number; name: string }> = await db.query(
    `SELECT id, name FROM staff WHERE id IN (${unique.map(() => '?').join(',')})`,
    unique,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
