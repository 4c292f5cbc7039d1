import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What providers told billing about each payment (returns, webhooks, verifications, status checks), kept
 * for support and finance. No foreign key: an event may name no known payment (a forged post).
 */
export class CreatePaymentEvents1795490156000 implements MigrationInterface {
  name = 'CreatePaymentEvents1795490156000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_events (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        payment_id INT UNSIGNED NULL,
        provider VARCHAR(16) NOT NULL,
        source VARCHAR(16) NOT NULL,
        event VARCHAR(64) NOT NULL,
        outcome VARCHAR(32) NOT NULL,
        detail JSON NULL,
        received_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_payment_events_payment (payment_id, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_events');
  }
}
