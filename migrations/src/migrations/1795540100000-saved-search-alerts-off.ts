import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, per-search unsubscribe (decision 372): the one-click unsubscribe of a saved-search alert turns
 * off the alerts of the searches that mail named, not all of the member's; `alerts_off_at` says when. Saving
 * the search again (its frequency or criteria) turns them back on.
 */
export class SavedSearchAlertsOff1795540100000 implements MigrationInterface {
  name = 'SavedSearchAlertsOff1795540100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE saved_searches ADD COLUMN alerts_off_at DATETIME(3) NULL DEFAULT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE saved_searches DROP COLUMN alerts_off_at');
  }
}
