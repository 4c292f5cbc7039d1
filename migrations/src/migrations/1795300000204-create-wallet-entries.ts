import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sales agent's earnings: one commission per paid payment made with their coupon. The unique payment
 * key makes a replayed return or webhook unable to credit twice.
 */
export class CreateWalletEntries1795300000204 implements MigrationInterface {
  name = 'CreateWalletEntries1795300000204';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE wallet_entries (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        payment_id INT UNSIGNED NOT NULL,
        coupon_id INT UNSIGNED NOT NULL,
        currency CHAR(3) NOT NULL,
        amount_minor INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_wallet_entries_payment (payment_id),
        KEY ix_wallet_entries_user (user_id),
        CONSTRAINT fk_wallet_entries_user FOREIGN KEY (user_id) REFERENCES users (id),
        CONSTRAINT fk_wallet_entries_payment FOREIGN KEY (payment_id) REFERENCES payments (id),
        CONSTRAINT fk_wallet_entries_coupon FOREIGN KEY (coupon_id) REFERENCES coupons (id),
        CONSTRAINT fk_wallet_entries_currency FOREIGN KEY (currency) REFERENCES currencies (code)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE wallet_entries');
  }
}
