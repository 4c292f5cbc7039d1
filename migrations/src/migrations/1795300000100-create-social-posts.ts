import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The social feed: posts, their images, likes and comments.
 *
 * - `likes_count` / `comments_count` are counters kept exact by the social module (updated in the same
 *   transaction as the like or comment, under a lock on the post row); `ix_posts_likes` serves the
 *   "most liked" preview without counting.
 * - `held_at` hides a post or comment from everyone but its author while moderation reviews it.
 * - `updated_at` has no ON UPDATE clause: it means "edited by the author", so counter updates leave it alone.
 * - `ft_posts_text` is the FULLTEXT index global search uses (never a scan of posts).
 */
export class CreateSocialPosts1795300000100 implements MigrationInterface {
  name = 'CreateSocialPosts1795300000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE posts (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        title VARCHAR(255) NULL,
        description TEXT NULL,
        tags VARCHAR(500) NULL,
        location VARCHAR(191) NULL,
        likes_count INT UNSIGNED NOT NULL DEFAULT 0,
        comments_count INT UNSIGNED NOT NULL DEFAULT 0,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_posts_user (user_id, id),
        KEY ix_posts_likes (likes_count, id),
        FULLTEXT KEY ft_posts_text (title, description),
        CONSTRAINT fk_posts_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE post_medias (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        post_id INT UNSIGNED NOT NULL,
        path VARCHAR(255) NOT NULL,
        feed_path VARCHAR(255) NULL,
        thumb_path VARCHAR(255) NULL,
        width SMALLINT UNSIGNED NOT NULL,
        height SMALLINT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_post_medias_post (post_id, id),
        CONSTRAINT fk_post_medias_post FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE post_likes (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        post_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_post_likes (post_id, user_id),
        KEY ix_post_likes_user (user_id),
        CONSTRAINT fk_post_likes_post FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE,
        CONSTRAINT fk_post_likes_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE post_comments (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        post_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        body TEXT NOT NULL,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_post_comments_post (post_id, id),
        KEY ix_post_comments_user (user_id),
        CONSTRAINT fk_post_comments_post FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE,
        CONSTRAINT fk_post_comments_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE post_comments');
    await db.query('DROP TABLE post_likes');
    await db.query('DROP TABLE post_medias');
    await db.query('DROP TABLE posts');
  }
}
