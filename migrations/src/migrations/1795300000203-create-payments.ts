import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per payment attempt, for an Elite subscription or a blue-tick request. The amounts are what the
 * server decided at checkout (minor units). `provider_order_id` is PayU's txnid or Razorpay's order id and
 * is unique, so a return or webhook finds exactly one attempt. A pending attempt with a coupon holds one of
 * the coupon's uses; `paid` is set once, under a row lock, and with it `invoice_requested_at`.
 */
export class CreatePayments1795300000203 implements MigrationInterface {
  name = 'CreatePayments1795300000203';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payments (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        purpose ENUM('elite','bluetick') NOT NULL,
        plan_id INT UNSIGNED NOT NULL,
        subscription_id INT UNSIGNED NULL,
        bluetick_request_id INT UNSIGNED NULL,
        provider ENUM('payu','razorpay') NOT NULL,
        provider_order_id VARCHAR(64) NULL,
        provider_payment_id VARCHAR(64) NULL,
        currency CHAR(3) NOT NULL,
        list_amount_minor INT UNSIGNED NOT NULL,
        discount_minor INT UNSIGNED NOT NULL DEFAULT 0,
        amount_minor INT UNSIGNED NOT NULL,
        coupon_id INT UNSIGNED NULL,
        coupon_code VARCHAR(32) NULL,
        status ENUM('pending','paid','failed','superseded') NOT NULL DEFAULT 'pending',
        failure_reason VARCHAR(255) NULL,
        paid_at DATETIME(3) NULL,
        invoice_requested_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_payments_provider_order (provider, provider_order_id),
        KEY ix_payments_user (user_id, purpose, status),
        KEY ix_payments_coupon (coupon_id, status, created_at),
        KEY ix_payments_subscription (subscription_id, id),
        KEY ix_payments_bluetick (bluetick_request_id, id),
        CONSTRAINT fk_payments_user FOREIGN KEY (user_id) REFERENCES users (id),
        CONSTRAINT fk_payments_plan FOREIGN KEY (plan_id) REFERENCES plans (id),
        CONSTRAINT fk_payments_subscription FOREIGN KEY (subscription_id) REFERENCES subscriptions (id),
        CONSTRAINT fk_payments_bluetick FOREIGN KEY (bluetick_request_id) REFERENCES bluetick_requests (id),
        CONSTRAINT fk_payments_currency FOREIGN KEY (currency) REFERENCES currencies (code),
        CONSTRAINT fk_payments_coupon FOREIGN KEY (coupon_id) REFERENCES coupons (id),
        CONSTRAINT ck_payments_target CHECK (
          (purpose = 'elite' AND subscription_id IS NOT NULL AND bluetick_request_id IS NULL)
          OR (purpose = 'bluetick' AND bluetick_request_id IS NOT NULL AND subscription_id IS NULL)),
        CONSTRAINT ck_payments_amounts CHECK (amount_minor > 0 AND amount_minor + discount_minor = list_amount_minor)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payments');
  }
}
