import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLocations1795300000000 implements MigrationInterface {
  name = 'CreateLocations1795300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE countries (
        id INT UNSIGNED NOT NULL PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        iso2 CHAR(2) NOT NULL,
        iso3 CHAR(3) NOT NULL,
        phonecode VARCHAR(32) NOT NULL DEFAULT '',
        capital VARCHAR(100) NULL,
        currency VARCHAR(8) NOT NULL DEFAULT '',
        currency_name VARCHAR(100) NOT NULL DEFAULT '',
        currency_symbol VARCHAR(16) NOT NULL DEFAULT '',
        region VARCHAR(64) NULL,
        subregion VARCHAR(64) NULL,
        emoji VARCHAR(16) NOT NULL DEFAULT '',
        native VARCHAR(100) NULL,
        UNIQUE KEY uq_countries_iso2 (iso2),
        KEY ix_countries_name (name)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE states (
        id INT UNSIGNED NOT NULL PRIMARY KEY,
        country_id INT UNSIGNED NOT NULL,
        name VARCHAR(150) NOT NULL,
        state_code VARCHAR(16) NOT NULL DEFAULT '',
        type VARCHAR(64) NULL,
        KEY ix_states_country_name (country_id, name, id),
        CONSTRAINT fk_states_country FOREIGN KEY (country_id) REFERENCES countries (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE cities (
        id INT UNSIGNED NOT NULL PRIMARY KEY,
        state_id INT UNSIGNED NOT NULL,
        country_id INT UNSIGNED NOT NULL,
        name VARCHAR(150) NOT NULL,
        KEY ix_cities_state_name (state_id, name, id),
        KEY ix_cities_country (country_id),
        CONSTRAINT fk_cities_state FOREIGN KEY (state_id) REFERENCES states (id),
        CONSTRAINT fk_cities_country FOREIGN KEY (country_id) REFERENCES countries (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE cities');
    await db.query('DROP TABLE states');
    await db.query('DROP TABLE countries');
  }
}
