import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Backups copied to an S3 bucket (issue 37, docs/decisions/330): where each run's archive was copied
 * (`s3://bucket/key`, null when not copied) and why a copy failed. The archive in BACKUP_DIR stands either
 * way, so a failed copy leaves the run succeeded and says so.
 */
export class BackupCopies1795520000000 implements MigrationInterface {
  name = 'BackupCopies1795520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE backup_runs
        ADD COLUMN copied_to VARCHAR(300) CHARACTER SET ascii COLLATE ascii_bin NULL AFTER sha256,
        ADD COLUMN copy_error VARCHAR(500) NULL AFTER copied_to`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE backup_runs DROP COLUMN copy_error, DROP COLUMN copied_to');
  }
}
