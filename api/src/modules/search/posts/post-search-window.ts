import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  FULLTEXT_REBUILD_EVERY_MS,
  FulltextUpkeepService,
  rebuildFulltextTable,
} from '../engine/fulltext-upkeep';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';

/** How many of the newest posts the search window keeps (decision 184). */
export const SEARCH_WINDOW_POSTS = 10_000;

/**
 * The search window's upkeep: triggers on posts add, change and remove its rows (migration 1795490200000);
 * this task trims it back to the newest SEARCH_WINDOW_POSTS every hour. Rows of posts removed by a
 * foreign-key cascade (no trigger) are trimmed as they age, and searches join posts, so they never show.
 *
 * Every row the trim removes stays listed in InnoDB's deleted-documents table of the FULLTEXT index until
 * the index is rebuilt, and every FULLTEXT search reads that list: 200 000 removed rows made a window search
 * 5.8 -> 74 ms. A second task rebuilds the table (10 000 rows, under a second) every six hours (decision 197).
 * The posts table's own FULLTEXT index, too large to rebuild, is purged nightly by FulltextUpkeepService (decision 198).
 */
@Injectable()
export class PostSearchWindowService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: MaintenanceTasksService,
    private readonly fulltext: FulltextUpkeepService,
  ) {}

  onModuleInit(): void {
    this.fulltext.watch('posts');
    this.tasks.register({ name: 'social.trim-search-window', everyMs: 3600_000, run: () => this.trim() });
    this.tasks.register({
      name: 'social.rebuild-search-window',
      everyMs: FULLTEXT_REBUILD_EVERY_MS,
      run: () => rebuildFulltextTable(this.db, 'post_search_window'),
    });
  }

  /** Removes the rows older than the newest `keep`; answers how many went. Two index reads and a delete. */
  async trim(keep = SEARCH_WINDOW_POSTS): Promise<{ removed: number }> {
    const [oldestKept]: Array<{ id: number }> = await this.db.query(
      'SELECT id FROM post_search_window ORDER BY id DESC LIMIT 1 OFFSET ?',
      [Math.max(0, keep - 1)],
    );
    if (!oldestKept) return { removed: 0 };
    const result: { affectedRows?: number } = await this.db.query(
      'DELETE FROM post_search_window WHERE id < ?',
      [oldestKept.id],
    );
    return { removed: result.affectedRows ?? 0 };
  }
}
