import type { DataSource } from 'typeorm';

/**
 * The catalogue tables a superadmin edits through the console (plans, plan_prices, coupons), as rows, so a
 * test file that lets generated requests loose on /admin-api can put them back for the files after it.
 */
export interface CatalogueSnapshot {
  tables: Array<{ table: string; columns: string[]; rows: Array<Record<string, unknown>>; maxId: number }>;
}

const TABLES = ['plans', 'plan_prices', 'coupons'] as const;

async function writableColumns(db: DataSource, table: string): Promise<string[]> {
  const rows: Array<{ name: string }> = await db.query(
    `SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COALESCE(GENERATION_EXPRESSION, '') = '' AND EXTRA NOT LIKE '%GENERATED%'
      ORDER BY ORDINAL_POSITION`,
    [table],
  );
  return rows.map((r) => r.name);
}

export async function snapshotCatalogue(db: DataSource): Promise<CatalogueSnapshot> {
  const tables = [];
  for (const table of TABLES) {
    const columns = await writableColumns(db, table);
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT ${columns.map((c) => `\`${c}\``).join(', ')} FROM ${table}`,
    );
    const maxId = rows.reduce((max, r) => Math.max(max, Number(r.id)), 0);
    tables.push({ table, columns, rows, maxId });
  }
  return { tables };
}

/**
 * Rows added since are removed (coupons only if no payment carries them and no sales agent's approved
 * application names them), changed and removed rows restored.
 */
export async function restoreCatalogue(
  db: DataSource,
  snapshot: CatalogueSnapshot | undefined,
): Promise<void> {
  if (!snapshot) return;
  for (const { table, maxId } of [...snapshot.tables].reverse()) {
    if (table === 'coupons') {
      await db.query(
        `DELETE c FROM coupons c
           LEFT JOIN payments p ON p.coupon_id = c.id
           LEFT JOIN dsa_applications d ON d.coupon_id = c.id
         WHERE c.id > ? AND p.id IS NULL AND d.id IS NULL`,
        [maxId],
      );
    } else if (table === 'plan_prices') {
      await db.query('DELETE FROM plan_prices WHERE id > ?', [maxId]);
    }
  }
  for (const { table, columns, rows } of snapshot.tables) {
    const list = columns.map((c) => `\`${c}\``).join(', ');
    const update = columns
      .filter((c) => c !== 'id')
      .map((c) => `\`${c}\` = VALUES(\`${c}\`)`)
      .join(', ');
    for (const row of rows) {
      await db.query(
        `INSERT INTO ${table} (${list}) VALUES (${columns.map(() => '?').join(', ')}) ON DUPLICATE KEY UPDATE ${update}`,
        columns.map((c) => row[c]),
      );
    }
  }
}
