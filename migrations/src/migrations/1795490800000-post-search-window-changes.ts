import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each row of the posts' search window last changed (issue 15, decision 199): every API process keeps
 * the window's words in memory for the global search (RecentPostsIndex) and reads, with each search, only
 * the rows changed since it last looked, along this index. The triggers of migration 1795490200000 write the
 * rows; the column's default and ON UPDATE set the time, so no trigger changes.
 */
export class PostSearchWindowChanges1795490800000 implements MigrationInterface {
  name = 'PostSearchWindowChanges1795490800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE post_search_window
        ADD COLUMN changed_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
        ADD KEY ix_post_search_window_changed (changed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE post_search_window DROP KEY ix_post_search_window_changed, DROP COLUMN changed_at',
    );
  }
}
