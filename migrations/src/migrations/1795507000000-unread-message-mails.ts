import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unread-message mails (issue 31, decision 274): each member's side of a conversation remembers when it was
 * last mailed about unread messages (at most one mail an hour) and up to which message, so that a check
 * that runs twice mails nothing twice.
 */
export class UnreadMessageMails1795507000000 implements MigrationInterface {
  name = 'UnreadMessageMails1795507000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE conversation_participants
         ADD COLUMN unread_mailed_at DATETIME(3) NULL,
         ADD COLUMN mailed_up_to BIGINT UNSIGNED NOT NULL DEFAULT 0`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE conversation_participants DROP COLUMN mailed_up_to, DROP COLUMN unread_mailed_at',
    );
  }
}
