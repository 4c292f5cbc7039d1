import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 390 (issue 35): the member's saved language. `users.language` is the language the member chose
 * in their settings or with the site's switcher while signed in: the site's pages, the API's mails and the
 * in-site notifications follow it. Every existing member keeps English, the default.
 */
export class MemberLanguage1795560000000 implements MigrationInterface {
  name = 'MemberLanguage1795560000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query("ALTER TABLE users ADD COLUMN language ENUM('en', 'hi') NOT NULL DEFAULT 'en'");
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE users DROP COLUMN language');
  }
}
