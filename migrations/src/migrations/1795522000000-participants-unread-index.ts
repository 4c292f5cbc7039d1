import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unread badge (`GET conversations/unread-count`, decision 271) reads only a member's conversations that
 * have unread messages, from one index that holds everything it needs (decision 344): before, it read every
 * conversation the member ever had, each row from the table (12× slower at 10 000 conversations).
 */
export class ParticipantsUnreadIndex1795522000000 implements MigrationInterface {
  name = 'ParticipantsUnreadIndex1795522000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE conversation_participants ADD KEY ix_participants_unread (user_id, muted, unread_count, left_at)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE conversation_participants DROP KEY ix_participants_unread');
  }
}
