import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutStopwords } from '../without-stopwords';

/**
 * Member data rights (issue 14): a deleted account is deactivated at once (`users.deleted_at`) and purged
 * later (`users.purged_at`: the row stays as an anonymous tombstone so kept invoices and payments still
 * point somewhere); the contact form's messages for staff; and the member's data exports (a signed,
 * time-limited download link stores only the hash of its token).
 */
export class MemberDataRights1795489400000 implements MigrationInterface {
  name = 'MemberDataRights1795489400000';

  async up(db: QueryRunner): Promise<void> {
    // Adding columns rebuilds users and its FULLTEXT name index: keep that index without stopwords.
    await withoutStopwords(db, () =>
      db.query(`
        ALTER TABLE users
          ADD COLUMN deleted_at DATETIME(3) NULL,
          ADD COLUMN purged_at DATETIME(3) NULL,
          ADD KEY ix_users_deleted (deleted_at)`),
    );
    await db.query(`
      CREATE TABLE contact_messages (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        email VARCHAR(190) NOT NULL,
        subject VARCHAR(150) NOT NULL,
        message TEXT NOT NULL,
        member_id INT UNSIGNED NULL,
        ip VARCHAR(45) NULL,
        handled_at DATETIME(3) NULL,
        handled_by INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_contact_messages_open (handled_at, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE data_exports (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        status ENUM('queued', 'ready', 'failed') NOT NULL DEFAULT 'queued',
        token_hash CHAR(64) NULL,
        storage_key VARCHAR(255) NULL,
        expires_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_data_exports_user (user_id, id),
        UNIQUE KEY ux_data_exports_token (token_hash)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE data_exports');
    await db.query('DROP TABLE contact_messages');
    await withoutStopwords(db, () =>
      db.query('ALTER TABLE users DROP KEY ix_users_deleted, DROP COLUMN purged_at, DROP COLUMN deleted_at'),
    );
  }
}
