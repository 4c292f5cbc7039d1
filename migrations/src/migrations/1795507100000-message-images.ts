import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Message images (issue 31, decision 277): up to four per message, their storage keys and sizes kept with the
 * message (they are read only with it, by its id).
 */
export class MessageImages1795507100000 implements MigrationInterface {
  name = 'MessageImages1795507100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE conversation_messages ADD COLUMN images JSON NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE conversation_messages DROP COLUMN images');
  }
}
