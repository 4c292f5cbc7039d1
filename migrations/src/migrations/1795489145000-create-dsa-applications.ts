import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Atmnirbhar (sales agent) applications. The PAN and Aadhaar numbers are stored only encrypted
 * (AES-256-GCM, `*_cipher`) with their last four characters beside them for masked display; the four
 * documents are storage keys under a private prefix, like blue-tick documents. `pending_user_id` is the
 * member while the application is pending, so a member has at most one pending application and may apply
 * again after a rejection.
 */
export class CreateDsaApplications1795489145000 implements MigrationInterface {
  name = 'CreateDsaApplications1795489145000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dsa_applications (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        status ENUM('pending','approved','rejected') NOT NULL DEFAULT 'pending',
        name VARCHAR(100) NOT NULL,
        email VARCHAR(191) NOT NULL,
        mobile_no VARCHAR(20) NOT NULL,
        address VARCHAR(500) NOT NULL,
        country_id INT UNSIGNED NOT NULL,
        state_id INT UNSIGNED NOT NULL,
        city_id INT UNSIGNED NOT NULL,
        business_name VARCHAR(150) NOT NULL,
        business_address VARCHAR(500) NOT NULL,
        current_occupation VARCHAR(150) NOT NULL,
        net_annual_income INT UNSIGNED NOT NULL,
        education VARCHAR(150) NOT NULL,
        pan_cipher VARCHAR(255) NOT NULL,
        pan_last4 CHAR(4) NOT NULL,
        aadhaar_cipher VARCHAR(255) NOT NULL,
        aadhaar_last4 CHAR(4) NOT NULL,
        gst_no CHAR(15) NULL,
        education_certificate_key VARCHAR(255) NOT NULL,
        pancard_doc_key VARCHAR(255) NOT NULL,
        aadharcard_doc_key VARCHAR(255) NOT NULL,
        gst_no_proof_doc_key VARCHAR(255) NULL,
        coupon_id INT UNSIGNED NULL,
        review_note VARCHAR(500) NULL,
        reviewed_by INT UNSIGNED NULL,
        reviewed_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        pending_user_id INT UNSIGNED AS (IF(status = 'pending', user_id, NULL)) STORED,
        UNIQUE KEY uq_dsa_applications_pending (pending_user_id),
        KEY ix_dsa_applications_user (user_id, id),
        KEY ix_dsa_applications_status (status, id),
        CONSTRAINT fk_dsa_applications_user FOREIGN KEY (user_id) REFERENCES users (id),
        CONSTRAINT fk_dsa_applications_coupon FOREIGN KEY (coupon_id) REFERENCES coupons (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE dsa_applications');
  }
}
