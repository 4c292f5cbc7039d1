import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money catalogue: currencies (with their minor-unit exponent), the two plans (1 Elite, 2 blue tick)
 * and what each costs per country, in minor units. A plan's row with no country is the price for every
 * country without one of its own (USD). The API cannot charge without these rows, so they are loaded here
 * like the reference locations, not by the demo seed. Prices: docs/decisions/025-prices-and-currencies.md.
 */
export class CreatePlansAndPrices1795300000200 implements MigrationInterface {
  name = 'CreatePlansAndPrices1795300000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE currencies (
        code CHAR(3) NOT NULL PRIMARY KEY,
        symbol VARCHAR(8) NOT NULL,
        minor_unit TINYINT UNSIGNED NOT NULL,
        CONSTRAINT ck_currencies_minor_unit CHECK (minor_unit <= 3)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE plans (
        id INT UNSIGNED NOT NULL PRIMARY KEY,
        kind ENUM('elite','bluetick') NOT NULL,
        name VARCHAR(100) NOT NULL,
        product_info VARCHAR(100) NOT NULL,
        duration_months SMALLINT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE plan_prices (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        plan_id INT UNSIGNED NOT NULL,
        country_id INT UNSIGNED NULL,
        country_key INT UNSIGNED AS (IFNULL(country_id, 0)) STORED,
        currency CHAR(3) NOT NULL,
        amount_minor INT UNSIGNED NOT NULL,
        display_minor INT UNSIGNED NOT NULL,
        intro_amount_minor INT UNSIGNED NULL,
        intro_display_minor INT UNSIGNED NULL,
        UNIQUE KEY uq_plan_prices_plan_country (plan_id, country_key),
        CONSTRAINT fk_plan_prices_plan FOREIGN KEY (plan_id) REFERENCES plans (id),
        CONSTRAINT fk_plan_prices_country FOREIGN KEY (country_id) REFERENCES countries (id),
        CONSTRAINT fk_plan_prices_currency FOREIGN KEY (currency) REFERENCES currencies (code),
        CONSTRAINT ck_plan_prices_amount CHECK (amount_minor > 0),
        CONSTRAINT ck_plan_prices_intro CHECK ((intro_amount_minor IS NULL) = (intro_display_minor IS NULL))
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await db.query(
      `INSERT INTO currencies (code, symbol, minor_unit) VALUES
        ('INR','₹',2), ('USD','$',2), ('GBP','£',2), ('EUR','€',2), ('AED','د.إ',2), ('SAR','﷼',2), ('QAR','ر.ق',2),
        ('SGD','S$',2), ('AUD','A$',2), ('CAD','C$',2), ('JPY','¥',0), ('KWD','د.ك',3), ('BHD','.د.ب',3), ('OMR','ر.ع.',3)`,
    );
    await db.query(
      `INSERT INTO plans (id, kind, name, product_info, duration_months) VALUES
        (1, 'elite', 'Elite Membership', 'Elite Membership', 12),
        (2, 'bluetick', 'Blue Tick', '1YearPlan', 12)`,
    );
    // Elite: one price. Blue tick: the standard price and the introductory one for young accounts.
    // India's blue tick is shown as 999 (499 introductory) plus GST and charged GST-inclusive.
    const rows: Array<
      [country: number | null, currency: string, elite: number, blueTick: number, blueTickIntro: number]
    > = [
      [null, 'USD', 1200, 1200, 600],
      [101, 'INR', 99900, 117882, 67864],
      [232, 'GBP', 999, 999, 499],
      [82, 'EUR', 1100, 1100, 550],
      [75, 'EUR', 1100, 1100, 550],
      [231, 'AED', 4500, 4500, 2200],
      [194, 'SAR', 4500, 4500, 2200],
      [179, 'QAR', 4500, 4500, 2200],
      [199, 'SGD', 1600, 1600, 800],
      [14, 'AUD', 1800, 1800, 900],
      [39, 'CAD', 1600, 1600, 800],
      [109, 'JPY', 1800, 1800, 900],
      [117, 'KWD', 3700, 3700, 1850],
      [18, 'BHD', 4500, 4500, 2250],
      [166, 'OMR', 4600, 4600, 2300],
    ];
    for (const [country, currency, elite, blueTick, intro] of rows) {
      const indian = country === 101;
      await db.query(
        `INSERT INTO plan_prices (plan_id, country_id, currency, amount_minor, display_minor, intro_amount_minor, intro_display_minor)
         VALUES (1, ?, ?, ?, ?, NULL, NULL), (2, ?, ?, ?, ?, ?, ?)`,
        [
          country,
          currency,
          elite,
          elite,
          country,
          currency,
          blueTick,
          indian ? 99900 : blueTick,
          intro,
          indian ? 49900 : intro,
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE plan_prices');
    await db.query('DROP TABLE plans');
    await db.query('DROP TABLE currencies');
  }
}
