import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the digests' cost (decision 370): a digest no longer rewrites the hits it sent. Each run of a
 * period remembers the window of hit ids it mails (`from_hit_id` exclusive, `up_to_hit_id` inclusive: the
 * next run starts where the last one ended), how far it got (`after_user_id`, so a run that died resumes
 * with the next member) and when it finished (NULL while it runs). Hits already sent by the old design have
 * `in_digest` NULL and stay out of every window; the ones still waiting are in the first one (from 0).
 * The `(in_digest, id)` index is how a run finds its window's members without reading older hits.
 */
export class SavedSearchDigestWatermarks1795540000000 implements MigrationInterface {
  name = 'SavedSearchDigestWatermarks1795540000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE saved_search_digest_runs
        ADD COLUMN from_hit_id BIGINT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN up_to_hit_id BIGINT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN after_user_id INT UNSIGNED NOT NULL DEFAULT 0,
        MODIFY COLUMN finished_at DATETIME(3) NULL DEFAULT NULL`);
    await db.query(
      'ALTER TABLE saved_search_hits ADD KEY ix_saved_search_hits_window (in_digest, id, user_id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    // What the windows sent is marked sent the old way, so that it is not sent again.
    await db.query(`
      UPDATE saved_search_hits h
        JOIN (SELECT period, MAX(up_to_hit_id) AS up_to FROM saved_search_digest_runs
               WHERE finished_at IS NOT NULL GROUP BY period) r ON r.period = h.in_digest AND h.id <= r.up_to
         SET h.in_digest = NULL, h.notified_at = COALESCE(h.notified_at, NOW(3))`);
    await db.query('ALTER TABLE saved_search_hits DROP KEY ix_saved_search_hits_window');
    await db.query('DELETE FROM saved_search_digest_runs WHERE finished_at IS NULL');
    await db.query(`
      ALTER TABLE saved_search_digest_runs
        DROP COLUMN from_hit_id, DROP COLUMN up_to_hit_id, DROP COLUMN after_user_id,
        MODIFY COLUMN finished_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)`);
  }
}
