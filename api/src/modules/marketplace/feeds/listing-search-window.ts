import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';
import { FULLTEXT_REBUILD_EVERY_MS, FulltextUpkeepService, rebuildFulltextTable } from '../../search';
import { LISTING_TABLES, SEARCH_WINDOW_LISTINGS, WINDOW_SUBJECTS } from './listing-kinds';

/**
 * The listings' search window's upkeep: triggers on the listing tables add, change and remove its rows
 * (migration 1795490400000); this task trims each kind back to its newest SEARCH_WINDOW_LISTINGS every hour.
 * Rows of listings removed by a foreign-key cascade (no trigger) are trimmed as they age, and searches join
 * the listing, so they never show. A second task rebuilds the table every six hours, which empties its
 * FULLTEXT index's list of removed rows that every search reads (decision 197). The listing tables' own
 * FULLTEXT indexes, too large to rebuild, are purged nightly by FulltextUpkeepService (decision 198).
 */
@Injectable()
export class ListingSearchWindowService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
    private readonly fulltext: FulltextUpkeepService,
  ) {}

  onModuleInit(): void {
    for (const table of LISTING_TABLES) this.fulltext.watch(table);
    this.tasks.register({
      name: 'marketplace.trim-search-window',
      everyMs: 3600_000,
      run: () => this.trim(),
    });
    this.tasks.register({
      name: 'marketplace.rebuild-search-window',
      everyMs: FULLTEXT_REBUILD_EVERY_MS,
      run: () => rebuildFulltextTable(this.db, 'listing_search_window'),
    });
  }

  /** Removes each kind's rows older than its newest `keep`; answers how many went. */
  async trim(keep = SEARCH_WINDOW_LISTINGS): Promise<{ removed: number }> {
    let removed = 0;
    for (const subject of WINDOW_SUBJECTS) {
      const [oldestKept]: Array<{ id: number }> = await this.db.query(
        'SELECT id FROM listing_search_window WHERE subject = ? ORDER BY id DESC LIMIT 1 OFFSET ?',
        [subject, Math.max(0, keep - 1)],
      );
      if (!oldestKept) continue;
      const result: { affectedRows?: number } = await this.db.query(
        'DELETE FROM listing_search_window WHERE subject = ? AND id < ?',
        [subject, oldestKept.id],
      );
      removed += result.affectedRows ?? 0;
    }
    return { removed };
  }
}
