import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The four listing tables, the list they count in, the subject in search, and when a row is listed. */
const TABLES: Array<{
  table: string;
  subject: string;
  days: number;
  listed: (row: 'NEW' | 'OLD' | 't', expiry: boolean) => string;
}> = [
  { table: 'requirements', subject: 'requirement', days: 30, listed: (r, e) => open(r, e) },
  {
    table: 'jobs',
    subject: 'job',
    days: 60,
    listed: (r, e) => `(${r}.is_closed = 0 AND ${open(r, e)})`,
  },
  { table: 'franchise_offers', subject: 'franchise', days: 90, listed: (r, e) => open(r, e) },
  { table: 'restaurant_sales', subject: 'restaurant_sale', days: 90, listed: (r, e) => open(r, e) },
];

function open(row: string, expiry: boolean): string {
  return expiry ? `(${row}.held_at IS NULL AND ${row}.expired_at IS NULL)` : `${row}.held_at IS NULL`;
}

/**
 * Issue 32, steps 3 and 4 (decisions 345–349): what a professional wants (positions, cities, minimum
 * monthly salary) and the (position, city, professional) rows jobs are routed by, the job leads (one per
 * job and professional) and each job's routing state; and the life cycle of listings: each of the four
 * kinds expires (`expires_at`, set from the settings when posted or renewed), is warned once 3 days
 * before (`expiry_warned_at`) and, expired (`expired_at`), leaves the public lists and search. The
 * triggers of the lists' totals and of the search window learn `expired_at`.
 */
export class JobAlertsAndListingExpiry1795523000000 implements MigrationInterface {
  name = 'JobAlertsAndListingExpiry1795523000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE manpower_profiles
        ADD COLUMN wanted_positions JSON NULL,
        ADD COLUMN wanted_city_ids JSON NULL,
        ADD COLUMN min_salary_minor BIGINT UNSIGNED NULL`);
    await db.query(`
      CREATE TABLE job_alert_targets (
        position_key VARCHAR(100) NOT NULL,
        city_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        min_salary_minor BIGINT UNSIGNED NOT NULL DEFAULT 0,
        PRIMARY KEY (position_key, city_id, user_id),
        KEY ix_job_alert_targets_user (user_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE job_leads (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        job_id INT UNSIGNED NOT NULL,
        member_id INT UNSIGNED NOT NULL,
        in_digest TINYINT NULL,
        notified_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY ux_job_leads_pair (job_id, member_id),
        KEY ix_job_leads_member (member_id, id),
        KEY ix_job_leads_digest (in_digest, member_id, id),
        CONSTRAINT fk_job_leads_job FOREIGN KEY (job_id) REFERENCES jobs (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      ALTER TABLE jobs
        ADD COLUMN leads_count INT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN routed_at DATETIME(3) NULL,
        ADD KEY ix_jobs_unrouted (routed_at, held_at)`);
    // Jobs of before the routing are sent to nobody: only those becoming visible from now on.
    await db.query('UPDATE jobs SET routed_at = created_at');

    for (const { table, days } of TABLES) {
      await db.query(`
        ALTER TABLE ${table}
          ADD COLUMN expires_at DATETIME(3) NULL,
          ADD COLUMN expiry_warned_at DATETIME(3) NULL,
          ADD COLUMN expired_at DATETIME(3) NULL,
          ADD KEY ix_${table}_expiry (expired_at, expires_at)`);
      // Listings of before get their full time from their posting, and at least a week from today.
      await db.query(
        `UPDATE ${table} SET expires_at = GREATEST(created_at + INTERVAL ${days} DAY, CURRENT_TIMESTAMP(3) + INTERVAL 7 DAY)`,
      );
    }
    await this.triggers(db, true);
  }

  async down(db: QueryRunner): Promise<void> {
    await this.triggers(db, false);
    for (const { table } of TABLES)
      await db.query(`
        ALTER TABLE ${table}
          DROP KEY ix_${table}_expiry,
          DROP COLUMN expired_at,
          DROP COLUMN expiry_warned_at,
          DROP COLUMN expires_at`);
    await db.query(
      'ALTER TABLE jobs DROP KEY ix_jobs_unrouted, DROP COLUMN routed_at, DROP COLUMN leads_count',
    );
    await db.query('DROP TABLE job_leads');
    await db.query('DROP TABLE job_alert_targets');
    await db.query(`
      ALTER TABLE manpower_profiles
        DROP COLUMN min_salary_minor,
        DROP COLUMN wanted_city_ids,
        DROP COLUMN wanted_positions`);
  }

  /**
   * The totals (1795490300000) and search-window (1795490400000) triggers of the listing tables, with or
   * without the expiry in "listed"; the totals are recounted, the window rows of expired listings go.
   */
  private async triggers(db: QueryRunner, expiry: boolean): Promise<void> {
    for (const { table, subject, listed } of TABLES) {
      const on = (row: 'NEW' | 'OLD' | 't') => listed(row, expiry);
      for (const name of ['total', 'search_window'])
        for (const event of ['insert', 'update', 'delete'])
          await db.query(`DROP TRIGGER IF EXISTS ${table}_${name}_${event}`);
      const list = table;
      const add = (row: 'NEW' | 'OLD', sign: 1 | -1) =>
        `IF ${on(row)} THEN UPDATE marketplace_totals SET n = n + (${sign}) WHERE list = '${list}'; END IF;`;
      await db.query(
        `CREATE TRIGGER ${table}_total_insert AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${add('NEW', 1)} END`,
      );
      await db.query(
        `CREATE TRIGGER ${table}_total_delete AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${add('OLD', -1)} END`,
      );
      await db.query(`
        CREATE TRIGGER ${table}_total_update AFTER UPDATE ON ${table} FOR EACH ROW
        BEGIN
          IF (${on('OLD')}) <> (${on('NEW')}) THEN
            UPDATE marketplace_totals SET n = n + IF(${on('NEW')}, 1, -1) WHERE list = '${list}';
          END IF;
        END`);
      await db.query(
        `UPDATE marketplace_totals SET n = (SELECT COUNT(*) FROM ${table} t WHERE ${on('t')}) WHERE list = ?`,
        [list],
      );
      const put = `INSERT INTO listing_search_window (subject, id, search_text) VALUES ('${subject}', NEW.id, NEW.search_text)
                   ON DUPLICATE KEY UPDATE search_text = VALUES(search_text);`;
      await db.query(`
        CREATE TRIGGER ${table}_search_window_insert AFTER INSERT ON ${table} FOR EACH ROW
        BEGIN
          IF @listings_bulk_load IS NULL AND ${on('NEW')} THEN ${put} END IF;
        END`);
      // Released, reopened or renewed: in; held, closed or expired: out.
      await db.query(`
        CREATE TRIGGER ${table}_search_window_update AFTER UPDATE ON ${table} FOR EACH ROW
        BEGIN
          IF ${on('NEW')} THEN
            IF NOT (${on('OLD')}) OR NOT (OLD.search_text <=> NEW.search_text) THEN ${put} END IF;
          ELSEIF ${on('OLD')} THEN
            DELETE FROM listing_search_window WHERE subject = '${subject}' AND id = NEW.id;
          END IF;
        END`);
      await db.query(`
        CREATE TRIGGER ${table}_search_window_delete AFTER DELETE ON ${table} FOR EACH ROW
        DELETE FROM listing_search_window WHERE subject = '${subject}' AND id = OLD.id`);
    }
  }
}
