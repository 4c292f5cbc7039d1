import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post's likers are listed newest first (`GET posts/like/{id}`). The unique key (post_id, user_id) finds a
 * post's likes but not in that order, so every page sorted all of them: tens of thousands for a popular post
 * at a million posts. (post_id, id, user_id) hands a page over in order from the index alone (issue 15).
 */
export class PostLikesNewestFirst1795490250000 implements MigrationInterface {
  name = 'PostLikesNewestFirst1795490250000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX ix_post_likes_post ON post_likes (post_id, id, user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX ix_post_likes_post ON post_likes');
  }
}
