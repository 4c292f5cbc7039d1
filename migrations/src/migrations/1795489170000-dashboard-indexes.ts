import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutStopwords } from '../without-stopwords';

/**
 * The console dashboard's charts read 30 days of sign-ups and of paid payments (docs/decisions/162): an
 * index on the date of each, so neither reads the whole table.
 */
export class DashboardIndexes1795489170000 implements MigrationInterface {
  name = 'DashboardIndexes1795489170000';

  async up(db: QueryRunner): Promise<void> {
    await withoutStopwords(db, () => db.query('ALTER TABLE users ADD KEY ix_users_created (created_at)'));
    await db.query('ALTER TABLE payments ADD KEY ix_payments_paid (status, paid_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE payments DROP KEY ix_payments_paid');
    await withoutStopwords(db, () => db.query('ALTER TABLE users DROP KEY ix_users_created'));
  }
}
