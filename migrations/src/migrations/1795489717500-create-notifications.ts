import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-site notifications (issue 17, docs/decisions/175-179):
 * - notifications: one row per group (recipient, kind, subject); `unread_key` is the group's key while the
 *   row is unread, so at most one unread group per key exists (later events join it), and a read group is
 *   never reopened (a later event starts a new one);
 * - notification_actors: who is in a group (one row per member), behind its actor_count;
 * - notification_preferences: per member, the kinds mailed in the daily digest and the optional mails
 *   turned off; notification_digests: one row per member and day a digest was sent (sent once).
 */
export class CreateNotifications1795489717500 implements MigrationInterface {
  name = 'CreateNotifications1795489717500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        recipient_id INT UNSIGNED NOT NULL,
        kind VARCHAR(32) NOT NULL,
        subject_type VARCHAR(32) NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        group_key VARCHAR(120) NOT NULL,
        unread_key VARCHAR(120) GENERATED ALWAYS AS (IF(read_at IS NULL, group_key, NULL)) STORED,
        actor_id INT UNSIGNED NULL,
        actor_count INT UNSIGNED NOT NULL DEFAULT 0,
        link VARCHAR(255) NOT NULL,
        excerpt VARCHAR(200) NULL,
        detail VARCHAR(60) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        read_at DATETIME(3) NULL,
        UNIQUE KEY ux_notifications_unread_group (recipient_id, unread_key),
        KEY ix_notifications_list (recipient_id, updated_at, id),
        KEY ix_notifications_unread (recipient_id, read_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE notification_actors (
        notification_id BIGINT UNSIGNED NOT NULL,
        actor_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (notification_id, actor_id),
        KEY ix_notification_actors_latest (notification_id, created_at),
        CONSTRAINT fk_notification_actors_notification FOREIGN KEY (notification_id)
          REFERENCES notifications (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE notification_preferences (
        user_id INT UNSIGNED NOT NULL PRIMARY KEY,
        digest_kinds JSON NOT NULL,
        mails_off JSON NOT NULL,
        digest_on TINYINT(1) NOT NULL DEFAULT 0,
        digest_sent_at DATETIME(3) NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_notification_preferences_digest (digest_on, user_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE notification_digests (
        user_id INT UNSIGNED NOT NULL,
        day DATE NOT NULL,
        items INT UNSIGNED NOT NULL DEFAULT 0,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (user_id, day)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE notification_digests');
    await db.query('DROP TABLE notification_preferences');
    await db.query('DROP TABLE notification_actors');
    await db.query('DROP TABLE notifications');
  }
}
