import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketplace, part 2, vendor side: vendor profiles with their product list (rates in paise, decision
 * 077), owners' enquiries to vendors, and the quote an owner accepted on a requirement.
 *
 * Indexes: the promoted vendors walk vendor_profiles by (updated_at) from the newest; a vendor's enquiries
 * page by (vendor_id, id); an owner's enquiry to a vendor is unique; a requirement's quotes sort by rate
 * through (requirement_id, rate_minor, id).
 */
export class CreateVendorProfiles1795488431691 implements MigrationInterface {
  name = 'CreateVendorProfiles1795488431691';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vendor_profiles (
        user_id INT UNSIGNED NOT NULL PRIMARY KEY,
        contact_name VARCHAR(191) NULL,
        business_category VARCHAR(191) NULL,
        time_limit VARCHAR(100) NULL,
        comments TEXT NULL,
        native_city_id INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_vendor_profiles_updated (updated_at),
        CONSTRAINT fk_vendor_profiles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_vendor_profiles_native_city FOREIGN KEY (native_city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE vendor_products (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        position SMALLINT UNSIGNED NOT NULL,
        name VARCHAR(191) NOT NULL,
        rate_minor BIGINT UNSIGNED NOT NULL,
        UNIQUE KEY uq_vendor_products_position (user_id, position),
        CONSTRAINT fk_vendor_products_profile FOREIGN KEY (user_id) REFERENCES vendor_profiles (user_id) ON DELETE CASCADE,
        CONSTRAINT ck_vendor_products_rate CHECK (rate_minor >= 0)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE vendor_enquiries (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        vendor_id INT UNSIGNED NOT NULL,
        owner_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_vendor_enquiries_pair (vendor_id, owner_id),
        KEY ix_vendor_enquiries_vendor (vendor_id, id),
        CONSTRAINT fk_vendor_enquiries_vendor FOREIGN KEY (vendor_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_vendor_enquiries_owner FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE requirements
        ADD COLUMN accepted_quote_id INT UNSIGNED NULL AFTER quotes_count,
        ADD COLUMN accepted_at DATETIME(3) NULL AFTER accepted_quote_id`);
    await db.query(
      'ALTER TABLE requirement_quotes ADD KEY ix_requirement_quotes_rate (requirement_id, rate_minor, id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE requirement_quotes DROP KEY ix_requirement_quotes_rate');
    await db.query('ALTER TABLE requirements DROP COLUMN accepted_at, DROP COLUMN accepted_quote_id');
    await db.query('DROP TABLE vendor_enquiries');
    await db.query('DROP TABLE vendor_products');
    await db.query('DROP TABLE vendor_profiles');
  }
}
