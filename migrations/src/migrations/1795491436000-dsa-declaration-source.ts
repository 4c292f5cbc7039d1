import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How an Atmnirbhar application's income declaration was given (issue 36, decision 216): `explicit` (the
 * box ticked and sent, as the site does) or `implied_by_old_client` (the seeds' client, which never sends
 * the field). Every earlier application had to send it, so existing rows are `explicit`.
 */
export class DsaDeclarationSource1795491436000 implements MigrationInterface {
  name = 'DsaDeclarationSource1795491436000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE dsa_applications
        ADD COLUMN declaration_source ENUM('explicit', 'implied_by_old_client') NOT NULL DEFAULT 'explicit'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE dsa_applications DROP COLUMN declaration_source');
  }
}
