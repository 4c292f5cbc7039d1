import type { UserType } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';

/** How often the counters are checked against the tables themselves (decision 186). */
const RECONCILE_EVERY_MS = 24 * 3600_000;

/** The public lists whose size `marketplace_totals` keeps, with the rows that are on each. */
const LISTS = {
  requirements: 'SELECT COUNT(*) AS n FROM requirements WHERE held_at IS NULL AND expired_at IS NULL',
  jobs: 'SELECT COUNT(*) AS n FROM jobs WHERE is_closed = 0 AND held_at IS NULL AND expired_at IS NULL',
  franchise_offers: 'SELECT COUNT(*) AS n FROM franchise_offers WHERE held_at IS NULL AND expired_at IS NULL',
  restaurant_sales: 'SELECT COUNT(*) AS n FROM restaurant_sales WHERE held_at IS NULL AND expired_at IS NULL',
} as const;
const LISTED_MEMBERS =
  'SELECT user_type, COUNT(*) AS n FROM users WHERE email_verified_at IS NOT NULL AND banned_at IS NULL AND deleted_at IS NULL GROUP BY user_type';

export type TotalList = keyof typeof LISTS | `members:${UserType}`;

/**
 * The number of rows on a public list of the marketplace (the feeds' and the directories' `total`), read
 * from one counter row: triggers on the listing tables and on users keep `marketplace_totals` exact
 * (migration 1795490300000, decision 186), so no page counts the table.
 */
@Injectable()
export class MarketplaceTotalsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit(): void {
    this.tasks.register({
      name: 'marketplace.reconcile-totals',
      everyMs: RECONCILE_EVERY_MS,
      run: () => this.reconcile(),
    });
  }

  /** The list's size. One query (a primary-key read). */
  async of(list: TotalList): Promise<number> {
    const rows: Array<{ n: string | number }> = await this.db.query(
      'SELECT n FROM marketplace_totals WHERE list = ?',
      [list],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Several lists' sizes in one query. */
  async ofMany(lists: TotalList[]): Promise<Map<TotalList, number>> {
    if (!lists.length) return new Map();
    const rows: Array<{ list: TotalList; n: string | number }> = await this.db.query(
      'SELECT list, n FROM marketplace_totals WHERE list IN (?)',
      [lists],
    );
    return new Map(rows.map((row) => [row.list, Number(row.n)]));
  }

  /**
   * Sets every counter to a fresh count (scans: nightly only). Rows removed by a foreign-key cascade fire
   * no trigger; this puts the counters right. The counter rows are locked first, so a listing saved
   * meanwhile waits and is counted exactly once.
   */
  async reconcile(): Promise<{ corrected: number }> {
    let corrected = 0;
    await this.db.transaction(async (em) => {
      const stored: Array<{ list: string; n: string | number }> = await em.query(
        'SELECT list, n FROM marketplace_totals ORDER BY list FOR UPDATE',
      );
      const fresh = new Map<string, number>();
      for (const [list, sql] of Object.entries(LISTS)) {
        const rows: Array<{ n: string | number }> = await em.query(sql);
        fresh.set(list, Number(rows[0]?.n ?? 0));
      }
      const members: Array<{ user_type: string; n: string | number }> = await em.query(LISTED_MEMBERS);
      for (const row of stored.filter((r) => r.list.startsWith('members:'))) fresh.set(row.list, 0);
      for (const row of members) fresh.set(`members:${row.user_type}`, Number(row.n));
      for (const { list, n } of stored) {
        const count = fresh.get(list);
        if (count === undefined || count === Number(n)) continue;
        corrected++;
        await em.query('UPDATE marketplace_totals SET n = ? WHERE list = ?', [count, list]);
      }
    });
    return { corrected };
  }
}
