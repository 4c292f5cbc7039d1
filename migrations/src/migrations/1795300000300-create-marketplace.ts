import type { MigrationInterface, QueryRunner } from 'typeorm';

const SUBJECTS_BEFORE = "'post','comment','user'";
const SUBJECTS_AFTER = "'post','comment','user','requirement','job','franchise','restaurant_sale'";

/**
 * The marketplace, part 1: restaurant profiles, requirements and vendors' quotes, jobs and applications,
 * franchise offers, restaurants for sale, and their images. Amounts are BIGINT paise (the API answers
 * rupees). `held_at` hides a listing from everyone but its owner while moderation holds it.
 *
 * Every list is served by an index: the owner's rows by (user_id, id), quotes and applications by the
 * receiving owner (owner_id, id), public feeds by (held_at, id) or (is_closed, held_at, id), and the
 * member directories by users (user_type, id). The new listings become moderation subjects.
 */
export class CreateMarketplace1795300000300 implements MigrationInterface {
  name = 'CreateMarketplace1795300000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE restaurant_profiles (
        user_id INT UNSIGNED NOT NULL PRIMARY KEY,
        name VARCHAR(191) NULL,
        restaurant_type_id SMALLINT UNSIGNED NULL,
        restaurant_type_other VARCHAR(100) NULL,
        business_url VARCHAR(500) NULL,
        comments TEXT NULL,
        facbook_url VARCHAR(500) NULL,
        linkedin_url VARCHAR(500) NULL,
        instagram_url VARCHAR(500) NULL,
        twiter_url VARCHAR(500) NULL,
        native_city_id INT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        CONSTRAINT fk_restaurant_profiles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_restaurant_profiles_native_city FOREIGN KEY (native_city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE requirements (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        title VARCHAR(191) NOT NULL,
        description TEXT NOT NULL,
        quotes_count INT UNSIGNED NOT NULL DEFAULT 0,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_requirements_user (user_id, id),
        KEY ix_requirements_feed (held_at, id),
        CONSTRAINT fk_requirements_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE requirement_quotes (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        requirement_id INT UNSIGNED NOT NULL,
        owner_id INT UNSIGNED NOT NULL,
        vendor_id INT UNSIGNED NOT NULL,
        mobile_no VARCHAR(20) NOT NULL,
        rate_minor BIGINT UNSIGNED NOT NULL,
        remark VARCHAR(1000) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_requirement_quotes_vendor (requirement_id, vendor_id),
        KEY ix_requirement_quotes_owner (owner_id, id),
        KEY ix_requirement_quotes_vendor (vendor_id, id),
        CONSTRAINT fk_requirement_quotes_requirement FOREIGN KEY (requirement_id) REFERENCES requirements (id) ON DELETE CASCADE,
        CONSTRAINT fk_requirement_quotes_owner FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_requirement_quotes_vendor FOREIGN KEY (vendor_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT ck_requirement_quotes_rate CHECK (rate_minor >= 0)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE jobs (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        title VARCHAR(191) NOT NULL,
        position VARCHAR(191) NOT NULL,
        experience VARCHAR(100) NULL,
        salary_minor BIGINT UNSIGNED NOT NULL,
        per TINYINT UNSIGNED NOT NULL,
        job_timing_from TIME NULL,
        job_timing_to TIME NULL,
        location VARCHAR(191) NULL,
        description TEXT NULL,
        other_benefits VARCHAR(1000) NULL,
        country_id INT UNSIGNED NULL,
        state_id INT UNSIGNED NULL,
        city_id INT UNSIGNED NULL,
        is_closed TINYINT(1) NOT NULL DEFAULT 0,
        applications_count INT UNSIGNED NOT NULL DEFAULT 0,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_jobs_user (user_id, id),
        KEY ix_jobs_feed (is_closed, held_at, id),
        CONSTRAINT fk_jobs_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_jobs_country FOREIGN KEY (country_id) REFERENCES countries (id),
        CONSTRAINT fk_jobs_state FOREIGN KEY (state_id) REFERENCES states (id),
        CONSTRAINT fk_jobs_city FOREIGN KEY (city_id) REFERENCES cities (id),
        CONSTRAINT ck_jobs_per CHECK (per IN (0, 1))
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE job_applications (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        job_id INT UNSIGNED NOT NULL,
        owner_id INT UNSIGNED NOT NULL,
        applicant_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_job_applications_applicant (job_id, applicant_id),
        KEY ix_job_applications_owner (owner_id, id),
        KEY ix_job_applications_applicant (applicant_id, id),
        CONSTRAINT fk_job_applications_job FOREIGN KEY (job_id) REFERENCES jobs (id) ON DELETE CASCADE,
        CONSTRAINT fk_job_applications_owner FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_job_applications_applicant FOREIGN KEY (applicant_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE franchise_offers (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        brand_name VARCHAR(191) NOT NULL,
        company_name VARCHAR(191) NOT NULL,
        country_id INT UNSIGNED NULL,
        state_id INT UNSIGNED NULL,
        city_id INT UNSIGNED NULL,
        segment_multi VARCHAR(500) NULL,
        outlet_count INT UNSIGNED NOT NULL DEFAULT 0,
        franchise_type VARCHAR(100) NULL,
        turnover_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        expected_turnover_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        investment_needed_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        franchise_fees_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        total_investment_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        net_profit_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        return_on_investment VARCHAR(100) NULL,
        working_capital_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        contact_name VARCHAR(100) NOT NULL,
        contact_phone VARCHAR(20) NOT NULL,
        contact_email VARCHAR(191) NOT NULL,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_franchise_offers_user (user_id, id),
        KEY ix_franchise_offers_feed (held_at, id),
        CONSTRAINT fk_franchise_offers_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_franchise_offers_country FOREIGN KEY (country_id) REFERENCES countries (id),
        CONSTRAINT fk_franchise_offers_state FOREIGN KEY (state_id) REFERENCES states (id),
        CONSTRAINT fk_franchise_offers_city FOREIGN KEY (city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE restaurant_sales (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        restaurant_type_id SMALLINT UNSIGNED NOT NULL,
        restaurant_type_other VARCHAR(100) NULL,
        operate_since DATE NULL,
        country_id INT UNSIGNED NULL,
        state_id INT UNSIGNED NULL,
        city_id INT UNSIGNED NULL,
        turnover_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        cost_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        profit_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        expected_price_minor BIGINT UNSIGNED NOT NULL,
        price_include_list VARCHAR(1000) NULL,
        contact_name VARCHAR(100) NOT NULL,
        contact_phone VARCHAR(20) NOT NULL,
        contact_email VARCHAR(191) NOT NULL,
        is_closed TINYINT(1) NOT NULL DEFAULT 0,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_restaurant_sales_user (user_id, id),
        KEY ix_restaurant_sales_feed (held_at, id),
        CONSTRAINT fk_restaurant_sales_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_restaurant_sales_country FOREIGN KEY (country_id) REFERENCES countries (id),
        CONSTRAINT fk_restaurant_sales_state FOREIGN KEY (state_id) REFERENCES states (id),
        CONSTRAINT fk_restaurant_sales_city FOREIGN KEY (city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE marketplace_media (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        subject ENUM('requirement','job','franchise','restaurant_sale') NOT NULL,
        subject_id INT UNSIGNED NOT NULL,
        path VARCHAR(255) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_marketplace_media_subject (subject, subject_id, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query('ALTER TABLE users ADD KEY ix_users_type (user_type, id)');
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_AFTER}) NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      "DELETE FROM review_items WHERE subject_type IN ('requirement','job','franchise','restaurant_sale')",
    );
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_BEFORE}) NOT NULL`);
    await db.query('ALTER TABLE users DROP KEY ix_users_type');
    await db.query('DROP TABLE marketplace_media');
    await db.query('DROP TABLE restaurant_sales');
    await db.query('DROP TABLE franchise_offers');
    await db.query('DROP TABLE job_applications');
    await db.query('DROP TABLE jobs');
    await db.query('DROP TABLE requirement_quotes');
    await db.query('DROP TABLE requirements');
    await db.query('DROP TABLE restaurant_profiles');
  }
}
