import type { MigrationInterface, QueryRunner } from 'typeorm';

const WINDOWS = ['post_search_window', 'listing_search_window'];

/**
 * When each row of the search windows of posts and listings last changed (issue 15, decision 199): every API
 * process keeps the windows' words in memory for the global search and reads, with each search, only the
 * rows changed since it last looked, along this index. The triggers of migrations 1795490200000 and
 * 1795490400000 write the rows; the column's default and ON UPDATE set the time, so no trigger changes.
 */
export class SearchWindowChanges1795490800000 implements MigrationInterface {
  name = 'SearchWindowChanges1795490800000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of WINDOWS)
      await db.query(`
        ALTER TABLE ${table}
          ADD COLUMN changed_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
          ADD KEY ix_${table}_changed (changed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of WINDOWS)
      await db.query(`ALTER TABLE ${table} DROP KEY ix_${table}_changed, DROP COLUMN changed_at`);
  }
}
