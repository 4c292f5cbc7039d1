import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Follows between members: every follow starts as a pending request the followee accepts or rejects.
 * One row per (follower, followee); the two secondary keys serve the lists and the counts of either side.
 * Following oneself is refused by the service (MySQL 8 allows no CHECK on columns with cascading keys).
 */
export class CreateFollows1795300000121 implements MigrationInterface {
  name = 'CreateFollows1795300000121';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE follows (
        follower_id INT UNSIGNED NOT NULL,
        followee_id INT UNSIGNED NOT NULL,
        status ENUM('pending','accepted') NOT NULL DEFAULT 'pending',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        accepted_at DATETIME(3) NULL,
        PRIMARY KEY (follower_id, followee_id),
        KEY ix_follows_followee (followee_id, status, created_at),
        KEY ix_follows_follower (follower_id, status, created_at),
        CONSTRAINT fk_follows_follower FOREIGN KEY (follower_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_follows_followee FOREIGN KEY (followee_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE follows');
  }
}
