import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons: a fixed amount off (in one currency) or a percentage off, optionally for one plan, with
 * validity dates and use limits (total and per member). A coupon may belong to a sales agent, who earns
 * `commission_bps` of each payment made with it into their wallet; wallets are kept in INR, so an agent's
 * coupon is an INR coupon. Codes compare case-insensitively (the column's collation).
 */
export class CreateCoupons1795300000201 implements MigrationInterface {
  name = 'CreateCoupons1795300000201';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE coupons (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        code VARCHAR(32) NOT NULL,
        kind ENUM('fixed','percent') NOT NULL,
        amount_off_minor INT UNSIGNED NULL,
        percent_off_bps SMALLINT UNSIGNED NULL,
        currency CHAR(3) NULL,
        plan_id INT UNSIGNED NULL,
        valid_from DATETIME(3) NULL,
        valid_until DATETIME(3) NULL,
        max_uses INT UNSIGNED NULL,
        max_uses_per_member INT UNSIGNED NULL DEFAULT 1,
        agent_user_id INT UNSIGNED NULL,
        commission_bps SMALLINT UNSIGNED NOT NULL DEFAULT 0,
        is_advertised TINYINT(1) NOT NULL DEFAULT 0,
        is_active TINYINT(1) NOT NULL DEFAULT 1,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_coupons_code (code),
        KEY ix_coupons_agent (agent_user_id),
        CONSTRAINT fk_coupons_plan FOREIGN KEY (plan_id) REFERENCES plans (id),
        CONSTRAINT fk_coupons_currency FOREIGN KEY (currency) REFERENCES currencies (code),
        CONSTRAINT fk_coupons_agent FOREIGN KEY (agent_user_id) REFERENCES users (id),
        CONSTRAINT ck_coupons_kind CHECK (
          (kind = 'fixed' AND amount_off_minor > 0 AND currency IS NOT NULL AND percent_off_bps IS NULL)
          OR (kind = 'percent' AND percent_off_bps BETWEEN 1 AND 10000 AND amount_off_minor IS NULL)),
        CONSTRAINT ck_coupons_commission CHECK (commission_bps <= 10000),
        CONSTRAINT ck_coupons_agent_currency CHECK (agent_user_id IS NULL OR currency = 'INR'),
        CONSTRAINT ck_coupons_validity CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until > valid_from)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE coupons');
  }
}
