import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST invoices and their per-financial-year counters. An invoice copies everything it prints (parties,
 * amounts, place of supply), so it never changes after issue. `payment_id` is unique: one invoice per
 * payment. No foreign key to users or payments: tax law keeps an invoice for years after the member or
 * the payment record is gone (decision 037).
 */
export class CreateInvoices1795300000220 implements MigrationInterface {
  name = 'CreateInvoices1795300000220';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invoice_counters (
        financial_year SMALLINT UNSIGNED NOT NULL PRIMARY KEY,
        last_serial INT UNSIGNED NOT NULL DEFAULT 0
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE invoices (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        invoice_no VARCHAR(16) NOT NULL,
        financial_year SMALLINT UNSIGNED NOT NULL,
        serial INT UNSIGNED NOT NULL,
        payment_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        kind ENUM('elite','bluetick') NOT NULL,
        plan_id INT UNSIGNED NOT NULL,
        plan_name VARCHAR(100) NOT NULL,
        coupon_code VARCHAR(64) NULL,
        currency CHAR(3) NOT NULL,
        total_minor INT UNSIGNED NOT NULL,
        taxable_minor INT UNSIGNED NOT NULL,
        cgst_minor INT UNSIGNED NOT NULL,
        sgst_minor INT UNSIGNED NOT NULL,
        igst_minor INT UNSIGNED NOT NULL,
        supply_type ENUM('intra_state','inter_state','export') NOT NULL,
        place_of_supply_code CHAR(2) NOT NULL,
        place_of_supply_name VARCHAR(100) NOT NULL,
        sac CHAR(6) NOT NULL,
        invoice_date DATE NOT NULL,
        issued_at DATETIME(3) NOT NULL,
        paid_at DATETIME(3) NOT NULL,
        provider VARCHAR(16) NOT NULL,
        provider_ref VARCHAR(100) NOT NULL,
        parties JSON NOT NULL,
        receipt_mailed_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_invoices_no (invoice_no),
        UNIQUE KEY uq_invoices_serial (financial_year, serial),
        UNIQUE KEY uq_invoices_payment (payment_id),
        KEY ix_invoices_user (user_id, kind, id),
        CONSTRAINT ck_invoices_sum CHECK (taxable_minor + cgst_minor + sgst_minor + igst_minor = total_minor)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE invoices');
    await db.query('DROP TABLE invoice_counters');
  }
}
