import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts managed in the console and two-factor sign-in (issue 16, docs/decisions/165-169):
 * - staff.password_hash may be empty: an invited staff member has none until they set it from the link;
 * - staff remember their TOTP secret (encrypted), when they enrolled and the last time step a code was used;
 * - staff_recovery_codes (hashed, each used once) and staff_invites (one-time, expiring set-password links).
 */
export class StaffAccountsAndTwoFactor1795489160000 implements MigrationInterface {
  name = 'StaffAccountsAndTwoFactor1795489160000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE staff
        MODIFY password_hash VARCHAR(255) NULL,
        ADD COLUMN totp_secret VARCHAR(255) NULL AFTER password_hash,
        ADD COLUMN totp_enabled_at DATETIME(3) NULL AFTER totp_secret,
        ADD COLUMN totp_last_step BIGINT UNSIGNED NULL AFTER totp_enabled_at,
        ADD COLUMN invited_at DATETIME(3) NULL AFTER totp_last_step,
        ADD KEY ix_staff_role_active (role, is_active)`);
    await db.query(`
      CREATE TABLE staff_recovery_codes (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        staff_id INT UNSIGNED NOT NULL,
        code_hash CHAR(64) NOT NULL,
        used_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_staff_recovery_codes_hash (staff_id, code_hash),
        CONSTRAINT fk_staff_recovery_codes_staff FOREIGN KEY (staff_id) REFERENCES staff (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE staff_invites (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        staff_id INT UNSIGNED NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        used_at DATETIME(3) NULL,
        invited_by INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_staff_invites_token (token_hash),
        KEY ix_staff_invites_staff (staff_id),
        CONSTRAINT fk_staff_invites_staff FOREIGN KEY (staff_id) REFERENCES staff (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE staff_invites');
    await db.query('DROP TABLE staff_recovery_codes');
    // Invited staff who never set a password cannot sign in either way; an unusable hash keeps NOT NULL.
    await db.query(`UPDATE staff SET password_hash = '!' WHERE password_hash IS NULL`);
    await db.query(`
      ALTER TABLE staff
        DROP KEY ix_staff_role_active,
        DROP COLUMN invited_at,
        DROP COLUMN totp_last_step,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_secret,
        MODIFY password_hash VARCHAR(255) NOT NULL`);
  }
}
