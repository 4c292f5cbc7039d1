import type { MigrationInterface, QueryRunner } from 'typeorm';

const SUBJECTS_BEFORE =
  "'post','comment','user','requirement','job','franchise','restaurant_sale','message','review'";
const SUBJECTS_AFTER = `${SUBJECTS_BEFORE},'review_reply'`;

/**
 * Replies to reviews screened like the reviews they answer (issue 33, decision 285): a reply has a hold of
 * its own (`reply_held_at`), so holding a reply never hides the review, and the review counters (which
 * follow `held_at`) do not move. Replies are a moderation subject of their own in the review queue.
 */
export class ReviewReplyHold1795506100000 implements MigrationInterface {
  name = 'ReviewReplyHold1795506100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE reviews ADD COLUMN reply_held_at DATETIME(3) NULL AFTER replied_at');
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_AFTER}) NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query("DELETE FROM review_items WHERE subject_type = 'review_reply'");
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_BEFORE}) NOT NULL`);
    await db.query('ALTER TABLE reviews DROP COLUMN reply_held_at');
  }
}
