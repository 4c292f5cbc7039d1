import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance reads invoices by date (a month, a financial year, an export's period): an index on the date,
 * with the id for the exports' keyset reads within it.
 */
export class IndexInvoicesByDate1795490155000 implements MigrationInterface {
  name = 'IndexInvoicesByDate1795490155000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX ix_invoices_date ON invoices (invoice_date, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX ix_invoices_date ON invoices');
  }
}
