import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Main Office City" of the 'Update User Profile' form: free text, because a member's head office may be in
 * a city other than the one they live in (and outside the location lists). See docs/decisions/005.
 */
export class AddMainOfficeCity1795300000006 implements MigrationInterface {
  name = 'AddMainOfficeCity1795300000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE users ADD COLUMN main_office_city VARCHAR(100) NULL AFTER city_id');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE users DROP COLUMN main_office_city');
  }
}
