import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation: the review queue (members' reports and automatic findings, with their evidence), the
 * staff-managed watched words, and the perceptual hashes of images staff removed.
 *
 * review_items.open_key is set while an item is open and cleared when staff resolve it; its unique key
 * keeps one open report per reporter and subject, and one open finding per identical evidence.
 */
export class CreateModeration1795300000122 implements MigrationInterface {
  name = 'CreateModeration1795300000122';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE review_items (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        source ENUM('report','watched_words','blocked_image') NOT NULL,
        subject_type ENUM('post','comment','user') NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        author_id INT UNSIGNED NULL,
        reporter_id INT UNSIGNED NULL,
        reason VARCHAR(40) NOT NULL,
        details TEXT NULL,
        evidence JSON NOT NULL,
        held TINYINT(1) NOT NULL DEFAULT 0,
        status ENUM('open','resolved') NOT NULL DEFAULT 'open',
        open_key CHAR(64) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        resolved_at DATETIME(3) NULL,
        UNIQUE KEY uq_review_items_open_key (open_key),
        KEY ix_review_items_queue (status, created_at),
        KEY ix_review_items_subject (subject_type, subject_id),
        KEY ix_review_items_reporter (reporter_id, created_at),
        CONSTRAINT fk_review_items_author FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT fk_review_items_reporter FOREIGN KEY (reporter_id) REFERENCES users (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE watched_words (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        word VARCHAR(100) NOT NULL,
        created_by INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_watched_words_word (word),
        CONSTRAINT fk_watched_words_staff FOREIGN KEY (created_by) REFERENCES staff (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE blocked_images (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        hash BIGINT UNSIGNED NOT NULL,
        reason VARCHAR(500) NOT NULL,
        created_by INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_blocked_images_hash (hash),
        CONSTRAINT fk_blocked_images_staff FOREIGN KEY (created_by) REFERENCES staff (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE blocked_images');
    await db.query('DROP TABLE watched_words');
    await db.query('DROP TABLE review_items');
  }
}
