import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listings of each kind in the window when it is created (the newest); the maintenance task keeps it so. */
const WINDOW = 5_000;

/** A kind of listing, its table, and when global search may find a row of it (ListingSearch's filters). */
const KINDS: Array<{ subject: string; table: string; found: (row: 'NEW' | 'OLD' | 't') => string }> = [
  { subject: 'requirement', table: 'requirements', found: (r) => `${r}.held_at IS NULL` },
  { subject: 'job', table: 'jobs', found: (r) => `(${r}.is_closed = 0 AND ${r}.held_at IS NULL)` },
  { subject: 'franchise', table: 'franchise_offers', found: (r) => `${r}.held_at IS NULL` },
  { subject: 'restaurant_sale', table: 'restaurant_sales', found: (r) => `${r}.held_at IS NULL` },
];

/**
 * The listings' search window (issue 15, decision 186), as decision 184's for posts: the `search_text` of
 * the newest findable listings of each kind in a table of its own with its own FULLTEXT index, so that a
 * search for a common word ranks the matches among those listings, not among every listing. Triggers on the
 * four listing tables keep it in step (a new findable listing, a changed text, a hold, a close, a delete);
 * a maintenance task trims each kind back to its newest rows (ListingSearchWindowService). A session that
 * bulk-loads listings sets `@listings_bulk_load` and fills the window itself afterwards (bench/seed.mjs).
 */
export class ListingSearchWindow1795490400000 implements MigrationInterface {
  name = 'ListingSearchWindow1795490400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE listing_search_window (
        subject ENUM('requirement','job','franchise','restaurant_sale') NOT NULL,
        id INT UNSIGNED NOT NULL,
        search_text VARCHAR(1000) NOT NULL,
        PRIMARY KEY (subject, id),
        FULLTEXT KEY ft_listing_search (search_text)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    for (const { subject, table, found } of KINDS) {
      await db.query(
        `INSERT INTO listing_search_window (subject, id, search_text)
         SELECT '${subject}', t.id, t.search_text FROM ${table} t WHERE ${found('t')} ORDER BY t.id DESC LIMIT ${WINDOW}`,
      );
      const put = `INSERT INTO listing_search_window (subject, id, search_text) VALUES ('${subject}', NEW.id, NEW.search_text)
                   ON DUPLICATE KEY UPDATE search_text = VALUES(search_text);`;
      await db.query(`
        CREATE TRIGGER ${table}_search_window_insert AFTER INSERT ON ${table} FOR EACH ROW
        BEGIN
          IF @listings_bulk_load IS NULL AND ${found('NEW')} THEN ${put} END IF;
        END`);
      // A listing released by moderation (or reopened) comes in; a held or closed one goes out.
      await db.query(`
        CREATE TRIGGER ${table}_search_window_update AFTER UPDATE ON ${table} FOR EACH ROW
        BEGIN
          IF ${found('NEW')} THEN
            IF NOT (${found('OLD')}) OR NOT (OLD.search_text <=> NEW.search_text) THEN ${put} END IF;
          ELSEIF ${found('OLD')} THEN
            DELETE FROM listing_search_window WHERE subject = '${subject}' AND id = NEW.id;
          END IF;
        END`);
      await db.query(`
        CREATE TRIGGER ${table}_search_window_delete AFTER DELETE ON ${table} FOR EACH ROW
        DELETE FROM listing_search_window WHERE subject = '${subject}' AND id = OLD.id`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table } of KINDS)
      for (const event of ['delete', 'update', 'insert'])
        await db.query(`DROP TRIGGER IF EXISTS ${table}_search_window_${event}`);
    await db.query('DROP TABLE listing_search_window');
  }
}
