import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The slots of post_totals (migration 1795489000000). */
const SLOTS = 16;

/**
 * Each member's visible (not held) posts, kept exact without counting posts (issue 15, decision 201): every
 * profile, members page and a member's posts list show the number, and counting one member's posts reads as
 * many index entries as they have posts. The posts' counter triggers (migration 1795489000000) now keep
 * `member_post_totals` too, in the same statement as each insert, delete and change of `held_at`. A member
 * without a row has no visible posts; the row goes with the member's account (foreign key).
 *
 * A session that bulk-loads posts sets `@posts_bulk_load` (as for the search window, migration
 * 1795490200000) and fills the members' rows itself afterwards, with one grouped count; the nightly recount
 * (PostTotalsService.reconcile) corrects what anything else left.
 */
export class MemberPostTotals1795490900000 implements MigrationInterface {
  name = 'MemberPostTotals1795490900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE member_post_totals (
        member_id INT UNSIGNED NOT NULL PRIMARY KEY,
        visible INT UNSIGNED NOT NULL DEFAULT 0,
        CONSTRAINT fk_member_post_totals_member FOREIGN KEY (member_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB`);
    await db.query(`
      INSERT INTO member_post_totals (member_id, visible)
      SELECT user_id, COUNT(*) FROM posts WHERE held_at IS NULL GROUP BY user_id`);
    await this.triggers(db, true);
  }

  async down(db: QueryRunner): Promise<void> {
    await this.triggers(db, false);
    await db.query('DROP TABLE member_post_totals');
  }

  /** The three counter triggers on posts, with the members' counters (`members`) or without (as before). */
  private async triggers(db: QueryRunner, members: boolean): Promise<void> {
    // One visible post more (+1) or less (-1): the slot of the whole total, and the author's row. GREATEST:
    // never below zero, even for a row a bulk load or a cascade left behind before the nightly recount.
    const change = (row: 'NEW' | 'OLD', delta: 1 | -1) => {
      const slot = `UPDATE post_totals SET visible = visible ${delta > 0 ? '+ 1' : '- 1'} WHERE slot = ${row}.id % ${SLOTS};`;
      if (!members) return slot;
      const member =
        delta > 0
          ? `INSERT INTO member_post_totals (member_id, visible) VALUES (${row}.user_id, 1)
               ON DUPLICATE KEY UPDATE visible = visible + 1;`
          : `UPDATE member_post_totals SET visible = GREATEST(visible, 1) - 1 WHERE member_id = ${row}.user_id;`;
      return `${slot} IF @posts_bulk_load IS NULL THEN ${member} END IF;`;
    };
    for (const name of ['posts_total_insert', 'posts_total_delete', 'posts_total_update'])
      await db.query(`DROP TRIGGER IF EXISTS ${name}`);
    await db.query(`
      CREATE TRIGGER posts_total_insert AFTER INSERT ON posts FOR EACH ROW
      BEGIN
        IF NEW.held_at IS NULL THEN ${change('NEW', 1)} END IF;
      END`);
    await db.query(`
      CREATE TRIGGER posts_total_delete AFTER DELETE ON posts FOR EACH ROW
      BEGIN
        IF OLD.held_at IS NULL THEN ${change('OLD', -1)} END IF;
      END`);
    // Only a change of held-or-not touches the counters: a like's update of likes_count takes no lock here.
    await db.query(`
      CREATE TRIGGER posts_total_update AFTER UPDATE ON posts FOR EACH ROW
      BEGIN
        IF OLD.held_at IS NULL AND NEW.held_at IS NOT NULL THEN ${change('OLD', -1)} END IF;
        IF OLD.held_at IS NOT NULL AND NEW.held_at IS NULL THEN ${change('NEW', 1)} END IF;
      END`);
  }
}
