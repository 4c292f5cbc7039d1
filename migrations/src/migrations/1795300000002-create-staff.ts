import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff accounts of the console: a separate table from members, with a role each. */
export class CreateStaff1795300000002 implements MigrationInterface {
  name = 'CreateStaff1795300000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE staff (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        email VARCHAR(191) NOT NULL,
        name VARCHAR(120) NOT NULL,
        role ENUM('superadmin','moderator','content_editor','finance') NOT NULL,
        password_hash VARCHAR(255) NOT NULL,
        is_active TINYINT(1) NOT NULL DEFAULT 1,
        last_login_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_staff_email (email)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE staff');
  }
}
