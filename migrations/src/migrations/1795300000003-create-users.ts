import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member accounts (restaurant owners "6", vendors "7", restaurant professionals "8"). Email is unique
 * case-insensitively through the column's case-insensitive collation.
 */
export class CreateUsers1795300000003 implements MigrationInterface {
  name = 'CreateUsers1795300000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_type ENUM('6','7','8') NOT NULL,
        business_name VARCHAR(191) NULL,
        first_name VARCHAR(100) NOT NULL,
        last_name VARCHAR(100) NOT NULL,
        email VARCHAR(191) NOT NULL,
        mobile_no VARCHAR(20) NULL,
        password_hash VARCHAR(255) NOT NULL,
        country_id INT UNSIGNED NOT NULL,
        state_id INT UNSIGNED NOT NULL,
        city_id INT UNSIGNED NOT NULL,
        gst_no VARCHAR(20) NULL,
        birth_date DATE NULL,
        gender ENUM('Male','Female','Other') NULL,
        address VARCHAR(500) NULL,
        pin_code VARCHAR(12) NULL,
        about TEXT NULL,
        profile_photo VARCHAR(255) NULL,
        blue_tick TINYINT(1) NOT NULL DEFAULT 0,
        is_dsa TINYINT(1) NOT NULL DEFAULT 0,
        email_verified_at DATETIME(3) NULL,
        adult_confirmed_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_users_email (email),
        KEY ix_users_name (first_name, last_name),
        CONSTRAINT fk_users_country FOREIGN KEY (country_id) REFERENCES countries (id),
        CONSTRAINT fk_users_state FOREIGN KEY (state_id) REFERENCES states (id),
        CONSTRAINT fk_users_city FOREIGN KEY (city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE users');
  }
}
