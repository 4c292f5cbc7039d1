import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 412 (issue 35): search across scripts. `posts.search_keys` holds the sound keys of a post's words
 * (बिरयानी and biryani both give `biryani`), written by the API with the post's text; the FULLTEXT index of
 * posts and that of the search window read it with the title and description, and the window's triggers
 * copy it. Rows of before have no keys (NULL) until `node api/dist/cli.js fill-search-keys` writes them;
 * meanwhile they are found by their words as written, as before.
 */
export class PostSoundKeys1795571000000 implements MigrationInterface {
  name = 'PostSoundKeys1795571000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE posts
        ADD COLUMN search_keys TEXT NULL,
        DROP INDEX ft_posts_text,
        ADD FULLTEXT INDEX ft_posts_text (title, description, search_keys)`);
    await db.query(`
      ALTER TABLE post_search_window
        ADD COLUMN search_keys TEXT NULL,
        DROP INDEX ft_post_search_window,
        ADD FULLTEXT INDEX ft_post_search_window (title, description, search_keys)`);
    await this.triggers(db, true);
  }

  async down(db: QueryRunner): Promise<void> {
    await this.triggers(db, false);
    await db.query(`
      ALTER TABLE post_search_window
        DROP INDEX ft_post_search_window,
        DROP COLUMN search_keys,
        ADD FULLTEXT INDEX ft_post_search_window (title, description)`);
    await db.query(`
      ALTER TABLE posts
        DROP INDEX ft_posts_text,
        DROP COLUMN search_keys,
        ADD FULLTEXT INDEX ft_posts_text (title, description)`);
  }

  /** The window's insert and update triggers (migration 1795490200000), with the keys or without. */
  private async triggers(db: QueryRunner, keys: boolean): Promise<void> {
    await db.query('DROP TRIGGER IF EXISTS posts_search_window_insert');
    await db.query('DROP TRIGGER IF EXISTS posts_search_window_update');
    const columns = keys ? 'id, title, description, search_keys' : 'id, title, description';
    const values = keys
      ? 'NEW.id, NEW.title, NEW.description, NEW.search_keys'
      : 'NEW.id, NEW.title, NEW.description';
    const changed = keys
      ? 'NOT (OLD.title <=> NEW.title) OR NOT (OLD.description <=> NEW.description) OR NOT (OLD.search_keys <=> NEW.search_keys)'
      : 'NOT (OLD.title <=> NEW.title) OR NOT (OLD.description <=> NEW.description)';
    const set = keys
      ? 'title = NEW.title, description = NEW.description, search_keys = NEW.search_keys'
      : 'title = NEW.title, description = NEW.description';
    await db.query(`
      CREATE TRIGGER posts_search_window_insert AFTER INSERT ON posts FOR EACH ROW
      BEGIN
        IF @posts_bulk_load IS NULL THEN
          INSERT INTO post_search_window (${columns}) VALUES (${values});
        END IF;
      END`);
    await db.query(`
      CREATE TRIGGER posts_search_window_update AFTER UPDATE ON posts FOR EACH ROW
      BEGIN
        IF ${changed} THEN
          UPDATE post_search_window SET ${set} WHERE id = NEW.id;
        END IF;
      END`);
  }
}
