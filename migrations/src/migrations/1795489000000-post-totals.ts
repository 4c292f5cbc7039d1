import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counter rows; a post's changes go to slot id % SLOTS, so concurrent writers rarely wait for each other. */
const SLOTS = 16;

/**
 * The number of visible (not held) posts, kept exact without scanning posts (issue 15, decision 180):
 * `post_totals` holds it split over 16 slots, and triggers on posts keep the slots in step with every
 * insert, delete and change of `held_at`, in the same statement as the change, whichever code path makes
 * it. The feed's `total` is the slots' sum plus the reader's own held posts (an indexed count).
 *
 * Rows deleted by a foreign-key cascade (a member's account removed) fire no trigger: the maintenance
 * job recounts the slots every night (PostTotalsService.reconcile), and account removal holds posts first.
 */
export class PostTotals1795489000000 implements MigrationInterface {
  name = 'PostTotals1795489000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE post_totals (
        slot TINYINT UNSIGNED NOT NULL PRIMARY KEY,
        visible BIGINT NOT NULL DEFAULT 0
      ) ENGINE=InnoDB`);
    await db.query(
      `INSERT INTO post_totals (slot, visible)
       SELECT s.seq, (SELECT COUNT(*) FROM posts p WHERE p.held_at IS NULL AND p.id % ${SLOTS} = s.seq)
       FROM (${Array.from({ length: SLOTS }, (_, slot) => `SELECT ${slot} AS seq`).join(' UNION ALL ')}) s`,
    );
    await db.query(`
      CREATE TRIGGER posts_total_insert AFTER INSERT ON posts FOR EACH ROW
      BEGIN
        IF NEW.held_at IS NULL THEN
          UPDATE post_totals SET visible = visible + 1 WHERE slot = NEW.id % ${SLOTS};
        END IF;
      END`);
    await db.query(`
      CREATE TRIGGER posts_total_delete AFTER DELETE ON posts FOR EACH ROW
      BEGIN
        IF OLD.held_at IS NULL THEN
          UPDATE post_totals SET visible = visible - 1 WHERE slot = OLD.id % ${SLOTS};
        END IF;
      END`);
    // Only a change of held-or-not touches the counters: a like's update of likes_count takes no lock here.
    await db.query(`
      CREATE TRIGGER posts_total_update AFTER UPDATE ON posts FOR EACH ROW
      BEGIN
        IF (OLD.held_at IS NULL) <> (NEW.held_at IS NULL) THEN
          UPDATE post_totals SET visible = visible + IF(NEW.held_at IS NULL, 1, -1) WHERE slot = NEW.id % ${SLOTS};
        END IF;
      END`);
    // The reader's own held posts are counted through this index.
    await db.query('ALTER TABLE posts ADD KEY ix_posts_user_held (user_id, held_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE posts DROP KEY ix_posts_user_held');
    await db.query('DROP TRIGGER IF EXISTS posts_total_update');
    await db.query('DROP TRIGGER IF EXISTS posts_total_delete');
    await db.query('DROP TRIGGER IF EXISTS posts_total_insert');
    await db.query('DROP TABLE post_totals');
  }
}
