import type { MigrationInterface, QueryRunner } from 'typeorm';

const SUBJECTS_BEFORE = "'post','comment','user','requirement','job','franchise','restaurant_sale','message'";
const SUBJECTS_AFTER = `${SUBJECTS_BEFORE},'review'`;

/**
 * Reviews and reputation (issue 33, decisions 280–282): one review per side of a finished trade (an awarded
 * quote or a hire), blind until both sides wrote or the window closed, and per member the counters every
 * list shows (count, sum and the five star counts), kept by triggers in the statement that changes a review,
 * whichever code path makes the change (reveal, hold by moderation or a ban, release, erasure).
 *
 * A review counts when it is published: revealed_at set, not held by moderation (held_at) and its author
 * not banned (author_held_at). Only the subject's counters change, so the triggers touch one row.
 */
export class Reviews1795504000000 implements MigrationInterface {
  name = 'Reviews1795504000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reviews (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        trade_type ENUM('quote','hire') NOT NULL,
        trade_id INT UNSIGNED NOT NULL,
        author_id INT UNSIGNED NULL,
        subject_id INT UNSIGNED NOT NULL,
        rating TINYINT UNSIGNED NOT NULL,
        text TEXT NOT NULL,
        tags JSON NOT NULL,
        window_closes_at DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        revealed_at DATETIME(3) NULL,
        held_at DATETIME(3) NULL,
        hidden_reason VARCHAR(1000) NULL,
        author_held_at DATETIME(3) NULL,
        reply TEXT NULL,
        replied_at DATETIME(3) NULL,
        UNIQUE KEY uq_reviews_trade_author (trade_type, trade_id, author_id),
        KEY ix_reviews_subject_published (subject_id, revealed_at, id),
        KEY ix_reviews_author (author_id, created_at),
        KEY ix_reviews_reveal_due (revealed_at, window_closes_at),
        CONSTRAINT ck_reviews_rating CHECK (rating BETWEEN 1 AND 5),
        CONSTRAINT fk_reviews_author FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT fk_reviews_subject FOREIGN KEY (subject_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE review_totals (
        member_id INT UNSIGNED NOT NULL PRIMARY KEY,
        reviews INT UNSIGNED NOT NULL DEFAULT 0,
        rating_sum INT UNSIGNED NOT NULL DEFAULT 0,
        stars_1 INT UNSIGNED NOT NULL DEFAULT 0,
        stars_2 INT UNSIGNED NOT NULL DEFAULT 0,
        stars_3 INT UNSIGNED NOT NULL DEFAULT 0,
        stars_4 INT UNSIGNED NOT NULL DEFAULT 0,
        stars_5 INT UNSIGNED NOT NULL DEFAULT 0,
        KEY ix_review_totals_reviews (reviews)
      ) ENGINE=InnoDB`);
    const published = (row: 'NEW' | 'OLD') =>
      `${row}.revealed_at IS NOT NULL AND ${row}.held_at IS NULL AND ${row}.author_held_at IS NULL`;
    const star = (row: 'NEW' | 'OLD', n: number) => `(${row}.rating = ${n})`;
    const add = `INSERT INTO review_totals (member_id, reviews, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
        VALUES (NEW.subject_id, 1, NEW.rating, ${[1, 2, 3, 4, 5].map((n) => star('NEW', n)).join(', ')})
        ON DUPLICATE KEY UPDATE reviews = reviews + 1, rating_sum = rating_sum + NEW.rating,
          ${[1, 2, 3, 4, 5].map((n) => `stars_${n} = stars_${n} + ${star('NEW', n)}`).join(', ')};`;
    // GREATEST: never below zero, even for a counter a cascade left behind.
    const remove = `UPDATE review_totals SET reviews = GREATEST(reviews, 1) - 1,
          rating_sum = GREATEST(rating_sum, OLD.rating) - OLD.rating,
          ${[1, 2, 3, 4, 5].map((n) => `stars_${n} = GREATEST(stars_${n}, ${star('OLD', n)}) - ${star('OLD', n)}`).join(', ')}
        WHERE member_id = OLD.subject_id;`;
    await db.query(`
      CREATE TRIGGER reviews_total_insert AFTER INSERT ON reviews FOR EACH ROW
      BEGIN
        IF ${published('NEW')} THEN ${add} END IF;
      END`);
    await db.query(`
      CREATE TRIGGER reviews_total_delete AFTER DELETE ON reviews FOR EACH ROW
      BEGIN
        IF ${published('OLD')} THEN ${remove} END IF;
      END`);
    await db.query(`
      CREATE TRIGGER reviews_total_update AFTER UPDATE ON reviews FOR EACH ROW
      BEGIN
        IF ${published('OLD')} THEN ${remove} END IF;
        IF ${published('NEW')} THEN ${add} END IF;
      END`);
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_AFTER}) NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query("DELETE FROM review_items WHERE subject_type = 'review'");
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_BEFORE}) NOT NULL`);
    await db.query('DROP TRIGGER IF EXISTS reviews_total_update');
    await db.query('DROP TRIGGER IF EXISTS reviews_total_delete');
    await db.query('DROP TRIGGER IF EXISTS reviews_total_insert');
    await db.query('DROP TABLE review_totals');
    await db.query('DROP TABLE reviews');
  }
}
