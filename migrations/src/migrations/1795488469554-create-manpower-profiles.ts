import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketplace, part 2 (manpower): restaurant professionals' profiles with their private resume, and
 * the application pipeline (Awaiting review → Reviewed → Contacted → Hired / Rejected).
 *
 * - `manpower_profiles (updated_at)` serves the promoted list's bounded candidate set (the most recently
 *   updated profiles), never a scan.
 * - `job_applications (applicant_id, owner_id)` answers "did this member apply to one of this owner's
 *   jobs" (resume and profile visibility) by one index probe.
 */
export class CreateManpowerProfiles1795488469554 implements MigrationInterface {
  name = 'CreateManpowerProfiles1795488469554';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE manpower_profiles (
        user_id INT UNSIGNED NOT NULL PRIMARY KEY,
        category VARCHAR(100) NULL,
        business_category VARCHAR(191) NULL,
        qualification VARCHAR(191) NULL,
        experience VARCHAR(100) NULL,
        comments TEXT NULL,
        native_city_id INT UNSIGNED NULL,
        resume_key VARCHAR(255) NULL,
        resume_size INT UNSIGNED NULL,
        resume_uploaded_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        KEY ix_manpower_profiles_updated (updated_at),
        CONSTRAINT fk_manpower_profiles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_manpower_profiles_native_city FOREIGN KEY (native_city_id) REFERENCES cities (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE job_applications
        ADD COLUMN status ENUM('awaiting_review','reviewed','contacted','hired','rejected')
          NOT NULL DEFAULT 'awaiting_review' AFTER applicant_id,
        ADD COLUMN status_changed_at DATETIME(3) NULL AFTER status,
        ADD KEY ix_job_applications_applicant_owner (applicant_id, owner_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE job_applications
        DROP KEY ix_job_applications_applicant_owner,
        DROP COLUMN status_changed_at,
        DROP COLUMN status`);
    await db.query('DROP TABLE manpower_profiles');
  }
}
