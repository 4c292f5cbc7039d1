import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The review reminders (issue 33, decision 282) find, every hour, the trades whose review window closes in
 * three days or in one: awards by `requirements.accepted_at` and hires by `job_applications.status_changed_at`.
 * These indexes make that an index range of one hour's trades instead of a scan of every listing.
 */
export class ReviewReminderIndexes1795504100000 implements MigrationInterface {
  name = 'ReviewReminderIndexes1795504100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE requirements ADD KEY ix_requirements_accepted_at (accepted_at)');
    await db.query(
      'ALTER TABLE job_applications ADD KEY ix_job_applications_status_changed (status, status_changed_at)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE job_applications DROP KEY ix_job_applications_status_changed');
    await db.query('ALTER TABLE requirements DROP KEY ix_requirements_accepted_at');
  }
}
