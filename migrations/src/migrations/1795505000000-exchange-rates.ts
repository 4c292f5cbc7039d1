import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rupee values of foreign-currency invoices (issue 38 item 5, decision 293): the exchange rates staff
 * enter in the console (RBI reference rates, rupees per unit of the currency, by date), and on each
 * invoice the rate it was valued at, that rate's date and the invoice's rupee values in paise. Null on
 * rupee invoices, and on a foreign invoice until a rate for its date exists.
 */
export class ExchangeRates1795505000000 implements MigrationInterface {
  name = 'ExchangeRates1795505000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE exchange_rates (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT,
        currency CHAR(3) NOT NULL,
        rate_date DATE NOT NULL,
        inr_per_unit DECIMAL(12,6) NOT NULL,
        source VARCHAR(100) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY ux_exchange_rates_currency_date (currency, rate_date)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE invoices
        ADD COLUMN inr_rate DECIMAL(12,6) NULL,
        ADD COLUMN inr_rate_date DATE NULL,
        ADD COLUMN total_inr_paise INT UNSIGNED NULL,
        ADD COLUMN taxable_inr_paise INT UNSIGNED NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE invoices
        DROP COLUMN taxable_inr_paise,
        DROP COLUMN total_inr_paise,
        DROP COLUMN inr_rate_date,
        DROP COLUMN inr_rate`);
    await db.query('DROP TABLE exchange_rates');
  }
}
