import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff audit log: one row per staff write (who, role, action, target, before/after, address, when).
 * Rows are only ever inserted; no foreign key to staff, so a deactivated or removed staff account keeps its
 * history. Indexes serve the console's filters (staff, action, target) walking newest first.
 */
export class CreateAuditLog1795488456306 implements MigrationInterface {
  name = 'CreateAuditLog1795488456306';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_log (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        staff_id INT UNSIGNED NOT NULL,
        staff_role VARCHAR(20) NOT NULL,
        action VARCHAR(64) NOT NULL,
        target_type VARCHAR(40) NOT NULL,
        target_id BIGINT UNSIGNED NULL,
        summary VARCHAR(500) NOT NULL,
        \`before\` JSON NULL,
        \`after\` JSON NULL,
        ip VARCHAR(45) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_audit_log_created (created_at),
        KEY ix_audit_log_staff (staff_id, id),
        KEY ix_audit_log_action (action, id),
        KEY ix_audit_log_target (target_type, target_id, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE audit_log');
  }
}
