import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, saved searches (decisions 350–352): a member's saved searches with their alert frequency, and
 * one row per listing each saved search alerted (unique per saved search and listing: the guarantee that a
 * member never gets the same listing twice for the same search). The `(kind, category_id, place_type,
 * place_id, word_key)` index is how a new listing finds the searches that may match it, without reading
 * the others; the hits' `(in_digest, user_id, id)` index is how the daily and weekly digests walk members,
 * and each digest sent is remembered once per day or week.
 */
export class SavedSearches1795524000000 implements MigrationInterface {
  name = 'SavedSearches1795524000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE saved_searches (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT,
        user_id INT UNSIGNED NOT NULL,
        query VARCHAR(100) NOT NULL DEFAULT '',
        kind ENUM('any','requirement','job','franchise','restaurant_sale') NOT NULL DEFAULT 'any',
        category_id INT UNSIGNED NOT NULL DEFAULT 0,
        place_type ENUM('any','city','state') NOT NULL DEFAULT 'any',
        place_id INT UNSIGNED NOT NULL DEFAULT 0,
        word_key VARCHAR(3) NOT NULL DEFAULT '',
        salary_min INT UNSIGNED NULL,
        salary_max INT UNSIGNED NULL,
        frequency ENUM('instant','daily','weekly') NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY ix_saved_searches_user (user_id, id),
        KEY ix_saved_searches_match (kind, category_id, place_type, place_id, word_key, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE saved_search_hits (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        saved_search_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        subject ENUM('requirement','job','franchise','restaurant_sale') NOT NULL,
        listing_id INT UNSIGNED NOT NULL,
        title VARCHAR(160) NOT NULL,
        in_digest ENUM('daily','weekly') NULL,
        notified_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY ux_saved_search_hits_listing (saved_search_id, subject, listing_id),
        KEY ix_saved_search_hits_digest (in_digest, user_id, id),
        KEY ix_saved_search_hits_user (user_id),
        CONSTRAINT fk_saved_search_hits_search FOREIGN KEY (saved_search_id)
          REFERENCES saved_searches (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    // One row per digest sent (the day, or the Monday of the week): a missed hour or day catches up once.
    await db.query(`
      CREATE TABLE saved_search_digest_runs (
        period ENUM('daily','weekly') NOT NULL,
        period_key DATE NOT NULL,
        mails INT UNSIGNED NOT NULL DEFAULT 0,
        finished_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (period, period_key)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE saved_search_digest_runs');
    await db.query('DROP TABLE saved_search_hits');
    await db.query('DROP TABLE saved_searches');
  }
}
