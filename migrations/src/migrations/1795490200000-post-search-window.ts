import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Posts in the window when it is created (the newest); the maintenance task keeps it near this size. */
const WINDOW = 10_000;

/**
 * The search window (issue 15, decision 184): the text of the newest posts in a table of its own with its
 * own FULLTEXT index, so that a search for a common word reads the matches among those posts, not among
 * every post. Triggers on posts keep it in step (insert, a changed text, delete); a maintenance task trims
 * the oldest rows (PostSearchWindowService). A session that bulk-loads posts sets `@posts_bulk_load` and fills the
 * window itself afterwards (bench/seed.mjs).
 */
export class PostSearchWindow1795490200000 implements MigrationInterface {
  name = 'PostSearchWindow1795490200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE post_search_window (
        id INT UNSIGNED NOT NULL PRIMARY KEY,
        title VARCHAR(255) NULL,
        description TEXT NULL,
        FULLTEXT KEY ft_post_search_window (title, description)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(
      `INSERT INTO post_search_window (id, title, description)
       SELECT id, title, description FROM posts ORDER BY id DESC LIMIT ${WINDOW}`,
    );
    await db.query(`
      CREATE TRIGGER posts_search_window_insert AFTER INSERT ON posts FOR EACH ROW
      BEGIN
        IF @posts_bulk_load IS NULL THEN
          INSERT INTO post_search_window (id, title, description) VALUES (NEW.id, NEW.title, NEW.description);
        END IF;
      END`);
    await db.query(`
      CREATE TRIGGER posts_search_window_update AFTER UPDATE ON posts FOR EACH ROW
      BEGIN
        IF NOT (OLD.title <=> NEW.title) OR NOT (OLD.description <=> NEW.description) THEN
          UPDATE post_search_window SET title = NEW.title, description = NEW.description WHERE id = NEW.id;
        END IF;
      END`);
    await db.query(`
      CREATE TRIGGER posts_search_window_delete AFTER DELETE ON posts FOR EACH ROW
      DELETE FROM post_search_window WHERE id = OLD.id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER IF EXISTS posts_search_window_delete');
    await db.query('DROP TRIGGER IF EXISTS posts_search_window_update');
    await db.query('DROP TRIGGER IF EXISTS posts_search_window_insert');
    await db.query('DROP TABLE post_search_window');
  }
}
