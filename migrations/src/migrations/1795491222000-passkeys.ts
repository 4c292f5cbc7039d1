import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (issue 36, docs/decisions/222): members sign in with one, staff use one as a second factor.
 * One table per owner kind, each with its foreign key, so a deleted account takes its passkeys along. The
 * credential id is base64url (ASCII, up to 1023 bytes raw): unique across owners of a table.
 */
export class Passkeys1795491222000 implements MigrationInterface {
  name = 'Passkeys1795491222000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, owner, parent] of [
      ['member_passkeys', 'user_id', 'users'],
      ['staff_passkeys', 'staff_id', 'staff'],
    ]) {
      await db.query(`
        CREATE TABLE ${table} (
          id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
          ${owner} INT UNSIGNED NOT NULL,
          credential_id VARCHAR(1400) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
          public_key BLOB NOT NULL,
          counter INT UNSIGNED NOT NULL DEFAULT 0,
          transports VARCHAR(255) NOT NULL DEFAULT '',
          name VARCHAR(60) NOT NULL,
          backed_up TINYINT(1) NOT NULL DEFAULT 0,
          created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
          last_used_at DATETIME(3) NULL,
          UNIQUE KEY uq_${table}_credential (credential_id),
          KEY ix_${table}_owner (${owner}, id),
          CONSTRAINT fk_${table}_owner FOREIGN KEY (${owner}) REFERENCES ${parent} (id) ON DELETE CASCADE
        ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE staff_passkeys');
    await db.query('DROP TABLE member_passkeys');
  }
}
