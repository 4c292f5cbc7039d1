import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';

/** How often a small table with a FULLTEXT index and steady deletes is rebuilt (decision 197). */
export const FULLTEXT_REBUILD_EVERY_MS = 6 * 3600_000;

/** How often the large tables' FULLTEXT indexes are purged of removed rows, and for how long at most (decision 198). */
export const FULLTEXT_OPTIMIZE = { everyMs: 24 * 3600_000, budgetMs: 5 * 60_000, wordsPerPass: 10_000 };

/** The smallest part of SQL the upkeep needs: a DataSource, or a connection answering rows in a test. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** The rows of a SELECT. */
const rowsOf = async <T>(db: Queryable, sql: string, params?: unknown[]): Promise<T[]> =>
  (await db.query(sql, params)) as T[];

const tableName = (table: string): string => {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return table;
};

/**
 * Rebuilds a table, its FULLTEXT index with it. InnoDB keeps the id of every row deleted from a FULLTEXT
 * index in a deleted-documents list until the index is rebuilt, and every FULLTEXT search reads that list
 * whole: a search window trimmed hourly grows it by every post that ever left the window (decision 197).
 * `ALTER TABLE … FORCE` recreates the table on InnoDB (MariaDB and MySQL alike) whatever
 * `innodb_optimize_fulltext_only` says (FulltextUpkeepService turns it on for a while every night; `OPTIMIZE TABLE`
 * would then only merge the index). Writers wait meanwhile, as a FULLTEXT table cannot be rebuilt with
 * concurrent writes, so this is for small tables only.
 */
export async function rebuildFulltextTable(db: Queryable, table: string): Promise<{ rebuilt: number }> {
  await db.query(`ALTER TABLE ${tableName(table)} FORCE`);
  return { rebuilt: 1 };
}

/** How many removed rows a table's FULLTEXT indexes still list, waiting or being purged (InnoDB's own view). */
async function listedRemovals(db: Queryable, schema: string, table: string): Promise<number> {
  await db.query('SET GLOBAL innodb_ft_aux_table = ?', [`${schema}/${table}`]);
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    `SELECT (SELECT COUNT(*) FROM information_schema.INNODB_FT_DELETED)
          + (SELECT COUNT(*) FROM information_schema.INNODB_FT_BEING_DELETED) AS n`,
  );
  return Number(row?.n ?? 0);
}

const ACCESS_DENIED = new Set([1227, 1044, 1045]);
const isAccessDenied = (error: unknown): boolean => {
  const e = error as { errno?: number; driverError?: { errno?: number } };
  return ACCESS_DENIED.has(e.driverError?.errno ?? e.errno ?? 0);
};

/**
 * Purges removed rows from large tables' FULLTEXT indexes without rebuilding the tables (decision 198):
 * with `innodb_optimize_fulltext_only` on, `OPTIMIZE TABLE` merges the index's words, `wordsPerPass` of
 * them a pass (`innodb_ft_num_word_optimize`), and drops the removed rows' ids from the deleted-documents
 * list once every word has been through, reading and writing while it runs. Passes go on, table after
 * table, until nothing is listed or `budgetMs` is spent (the next run goes on where this one stopped: InnoDB
 * keeps its place). The three settings are global: they are read first and put back after. An account
 * without the right to set them (SUPER, or SYSTEM_VARIABLES_ADMIN on MySQL) skips the run.
 *
 * Before each pass the setting is read again: a pass with it off would rebuild a million-row table.
 */
export async function optimizeFulltextIndexes(
  db: Queryable,
  tables: readonly string[],
  { budgetMs = FULLTEXT_OPTIMIZE.budgetMs, wordsPerPass = FULLTEXT_OPTIMIZE.wordsPerPass } = {},
): Promise<{ permitted: number; passes: number; cleared: number; listed: number }> {
  const deadline = Date.now() + budgetMs;
  const [before] = await rowsOf<{ db: string; only: number; words: number; aux: string | null }>(
    db,
    `SELECT DATABASE() AS db, @@GLOBAL.innodb_optimize_fulltext_only AS only,
            @@GLOBAL.innodb_ft_num_word_optimize AS words, @@GLOBAL.innodb_ft_aux_table AS aux`,
  );
  if (!before) throw new Error('the database did not answer its settings');
  try {
    await db.query('SET GLOBAL innodb_optimize_fulltext_only = ON, innodb_ft_num_word_optimize = ?', [
      wordsPerPass,
    ]);
  } catch (error) {
    if (isAccessDenied(error)) return { permitted: 0, passes: 0, cleared: 0, listed: 0 };
    throw error;
  }
  let passes = 0;
  let cleared = 0;
  let listed = 0;
  try {
    for (const table of tables.map(tableName)) {
      let left = await listedRemovals(db, before.db, table);
      while (left > 0 && Date.now() < deadline) {
        const [setting] = await rowsOf<{ only: number }>(
          db,
          'SELECT @@GLOBAL.innodb_optimize_fulltext_only AS only',
        );
        if (!Number(setting?.only)) throw new Error('innodb_optimize_fulltext_only was turned off meanwhile');
        await db.query(`OPTIMIZE TABLE ${table}`);
        passes += 1;
        left = await listedRemovals(db, before.db, table);
      }
      if (left === 0) cleared += 1;
      listed += left;
    }
  } finally {
    // The auxiliary table cannot be set to nothing, only back to its default (none).
    await db.query(
      `SET GLOBAL innodb_optimize_fulltext_only = ?, innodb_ft_num_word_optimize = ?,
                  innodb_ft_aux_table = ${before.aux ? '?' : 'DEFAULT'}`,
      [Number(before.only) ? 'ON' : 'OFF', Number(before.words), ...(before.aux ? [before.aux] : [])],
    );
  }
  return { permitted: 1, passes, cleared, listed };
}

/**
 * The large tables whose FULLTEXT indexes lose rows (deleted or edited posts, listings, names): each
 * index names its own in onModuleInit (provided by SearchModule, so by the API, the worker and the CLI alike); one nightly task (`database.optimize-fulltext`) purges them all in
 * turn, so the global setting it needs has a single owner.
 */
@Injectable()
export class FulltextUpkeepService implements OnModuleInit {
  private readonly logger = new Logger(FulltextUpkeepService.name);
  private readonly tables = new Set<string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  /** A table with FULLTEXT indexes, too large to rebuild (small ones: rebuildFulltextTable). */
  watch(table: string): void {
    this.tables.add(tableName(table));
  }

  onModuleInit(): void {
    this.tasks.register({
      name: 'database.optimize-fulltext',
      everyMs: FULLTEXT_OPTIMIZE.everyMs,
      run: () => this.optimize(),
    });
  }

  async optimize(options?: { budgetMs?: number; wordsPerPass?: number }) {
    const result = await optimizeFulltextIndexes(this.db, [...this.tables], options);
    if (!result.permitted)
      this.logger.warn('FULLTEXT upkeep skipped: the database account may not set global variables');
    return result;
  }
}
