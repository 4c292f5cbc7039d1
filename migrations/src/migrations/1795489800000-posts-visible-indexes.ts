import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deep pages without reading the rows they skip (issue 15, decision 182): the feed and the public preview
 * find a page's ids by walking an index that holds everything their order and filter need, then read only
 * that page's rows.
 * - `ix_posts_visible (held_at, id)`: the visible posts, newest first (the feed);
 * - `ix_posts_visible_likes (held_at, likes_count, id)`: the visible posts, most liked first (the preview).
 */
export class PostsVisibleIndexes1795489800000 implements MigrationInterface {
  name = 'PostsVisibleIndexes1795489800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE posts ADD KEY ix_posts_visible (held_at, id), ADD KEY ix_posts_visible_likes (held_at, likes_count, id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE posts DROP KEY ix_posts_visible_likes, DROP KEY ix_posts_visible');
  }
}
