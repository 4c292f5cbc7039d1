import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's subscription to a plan, minimal: the elite sign-up creates a pending one. The payments
 * capability extends it (amounts, payments, invoices) in its own migrations.
 */
export class CreateSubscriptions1795300000005 implements MigrationInterface {
  name = 'CreateSubscriptions1795300000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE subscriptions (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        plan_id INT UNSIGNED NOT NULL,
        coupon_code VARCHAR(64) NULL,
        status ENUM('pending','active','cancelled') NOT NULL DEFAULT 'pending',
        starts_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        ends_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_subscriptions_user (user_id, status),
        CONSTRAINT fk_subscriptions_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE subscriptions');
  }
}
