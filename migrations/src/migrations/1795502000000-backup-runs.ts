import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Backups (issue 37, docs/decisions/260): one row per backup run, scheduled, started from the console or
 * from the command line, so the console lists time, size, duration and result. The archive itself lives in
 * BACKUP_DIR; `pruned_at` marks a run whose archive retention removed.
 */
export class BackupRuns1795502000000 implements MigrationInterface {
  name = 'BackupRuns1795502000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE backup_runs (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        trigger_kind ENUM('scheduled', 'console', 'cli') NOT NULL,
        started_by_staff_id INT UNSIGNED NULL,
        status ENUM('queued', 'running', 'succeeded', 'failed') NOT NULL,
        file_name VARCHAR(120) CHARACTER SET ascii COLLATE ascii_bin NULL,
        size_bytes BIGINT UNSIGNED NULL,
        sha256 CHAR(64) CHARACTER SET ascii COLLATE ascii_bin NULL,
        error VARCHAR(500) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        started_at DATETIME(3) NULL,
        finished_at DATETIME(3) NULL,
        pruned_at DATETIME(3) NULL,
        KEY ix_backup_runs_newest (created_at, id),
        KEY ix_backup_runs_status (status, finished_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE backup_runs');
  }
}
