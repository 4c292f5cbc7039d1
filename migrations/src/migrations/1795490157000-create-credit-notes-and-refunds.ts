import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of paid payments (billing) and the credit notes that cancel their invoices (invoicing), each
 * once per payment. Credit notes number in their own series per financial year.
 */
export class CreateCreditNotesAndRefunds1795490157000 implements MigrationInterface {
  name = 'CreateCreditNotesAndRefunds1795490157000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE credit_note_counters (
        financial_year SMALLINT UNSIGNED NOT NULL PRIMARY KEY,
        last_serial INT UNSIGNED NOT NULL DEFAULT 0
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE credit_notes (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        credit_note_no VARCHAR(16) NOT NULL,
        financial_year SMALLINT UNSIGNED NOT NULL,
        serial INT UNSIGNED NOT NULL,
        invoice_id INT UNSIGNED NOT NULL,
        payment_id INT UNSIGNED NOT NULL,
        reason VARCHAR(500) NOT NULL,
        note_date DATE NOT NULL,
        issued_at DATETIME(3) NOT NULL,
        currency CHAR(3) NOT NULL,
        total_minor INT UNSIGNED NOT NULL,
        taxable_minor INT UNSIGNED NOT NULL,
        cgst_minor INT UNSIGNED NOT NULL,
        sgst_minor INT UNSIGNED NOT NULL,
        igst_minor INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_credit_notes_no (credit_note_no),
        UNIQUE KEY uq_credit_notes_serial (financial_year, serial),
        UNIQUE KEY uq_credit_notes_invoice (invoice_id),
        UNIQUE KEY uq_credit_notes_payment (payment_id),
        KEY ix_credit_notes_date (note_date, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE refunds (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        payment_id INT UNSIGNED NOT NULL,
        provider VARCHAR(16) NOT NULL,
        provider_refund_id VARCHAR(100) NOT NULL,
        currency CHAR(3) NOT NULL,
        amount_minor INT UNSIGNED NOT NULL,
        reason VARCHAR(500) NOT NULL,
        staff_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_refunds_payment (payment_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE refunds');
    await db.query('DROP TABLE credit_notes');
    await db.query('DROP TABLE credit_note_counters');
  }
}
