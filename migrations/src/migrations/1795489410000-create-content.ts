import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public content edited in the console (issue 14): podcasts (by series), blogs (sanitized HTML, draft /
 * published / scheduled, counters) with one row per (blog, visitor) holding that visitor's reaction and
 * share, and tutorials. The public lists walk (series, published, id), (status, publish_at) and
 * (published, position) indexes.
 */
export class CreateContent1795489410000 implements MigrationInterface {
  name = 'CreateContent1795489410000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE podcasts (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        title VARCHAR(200) NOT NULL,
        series VARCHAR(40) NOT NULL,
        description TEXT NOT NULL,
        image_key VARCHAR(255) NULL,
        link VARCHAR(500) NOT NULL DEFAULT '',
        published TINYINT(1) NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_podcasts_public (published, series, id),
        KEY ix_podcasts_published_id (published, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE blogs (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        title VARCHAR(200) NOT NULL,
        slug VARCHAR(160) NOT NULL,
        body MEDIUMTEXT NOT NULL,
        cover_image_key VARCHAR(255) NULL,
        status VARCHAR(12) NOT NULL DEFAULT 'draft',
        publish_at DATETIME(3) NULL,
        author_id INT UNSIGNED NULL,
        author_name VARCHAR(120) NOT NULL DEFAULT '',
        likes_count INT UNSIGNED NOT NULL DEFAULT 0,
        dislikes_count INT UNSIGNED NOT NULL DEFAULT 0,
        shares_count INT UNSIGNED NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY ux_blogs_slug (slug),
        KEY ix_blogs_public (status, publish_at, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE blog_visitors (
        blog_id INT UNSIGNED NOT NULL,
        visitor VARCHAR(64) NOT NULL,
        reaction TINYINT NULL,
        shared TINYINT(1) NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (blog_id, visitor),
        CONSTRAINT fk_blog_visitors_blog FOREIGN KEY (blog_id) REFERENCES blogs (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE tutorials (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        title VARCHAR(200) NOT NULL,
        link VARCHAR(500) NOT NULL DEFAULT '',
        image_key VARCHAR(255) NULL,
        position INT NOT NULL DEFAULT 0,
        published TINYINT(1) NOT NULL DEFAULT 1,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_tutorials_public (published, position, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tutorials');
    await db.query('DROP TABLE blog_visitors');
    await db.query('DROP TABLE blogs');
    await db.query('DROP TABLE podcasts');
  }
}
