import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's blue-tick request: the two documents (storage keys under a private prefix, never served
 * publicly), then payment, then a staff decision. The badge itself is users.blue_tick, set on approval.
 */
export class CreateBluetickRequests1795300000202 implements MigrationInterface {
  name = 'CreateBluetickRequests1795300000202';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE bluetick_requests (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT UNSIGNED NOT NULL,
        plan_id INT UNSIGNED NOT NULL,
        identity_document_key VARCHAR(255) NOT NULL,
        business_proof_key VARCHAR(255) NULL,
        status ENUM('awaiting payment','under review','approved','rejected','cancelled') NOT NULL DEFAULT 'awaiting payment',
        paid_at DATETIME(3) NULL,
        reviewed_at DATETIME(3) NULL,
        review_note VARCHAR(500) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        KEY ix_bluetick_requests_user (user_id, id),
        KEY ix_bluetick_requests_status (status, paid_at),
        CONSTRAINT fk_bluetick_requests_user FOREIGN KEY (user_id) REFERENCES users (id),
        CONSTRAINT fk_bluetick_requests_plan FOREIGN KEY (plan_id) REFERENCES plans (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE bluetick_requests');
  }
}
