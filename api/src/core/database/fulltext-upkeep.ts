import type { DataSource } from 'typeorm';

/** How often a small table with a FULLTEXT index and steady deletes is rebuilt (decision 197). */
export const FULLTEXT_REBUILD_EVERY_MS = 6 * 3600_000;

/**
 * Rebuilds a table, its FULLTEXT index with it. InnoDB keeps the id of every row deleted from a FULLTEXT
 * index in a deleted-documents list until the index is rebuilt, and every FULLTEXT search reads that list
 * whole: a search window trimmed hourly grows it by every post that ever left the window (decision 197).
 * `OPTIMIZE TABLE` on InnoDB recreates the table (MariaDB and MySQL alike); writers wait meanwhile, as a
 * FULLTEXT table cannot be rebuilt with concurrent writes, so this is for small tables only.
 */
export async function rebuildFulltextTable(db: DataSource, table: string): Promise<{ rebuilt: number }> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  await db.query(`OPTIMIZE TABLE ${table}`);
  return { rebuilt: 1 };
}
