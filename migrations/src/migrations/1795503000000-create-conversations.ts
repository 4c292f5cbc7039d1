import type { MigrationInterface, QueryRunner } from 'typeorm';

const SUBJECTS_BEFORE = "'post','comment','user','requirement','job','franchise','restaurant_sale'";
const SUBJECTS_AFTER = `${SUBJECTS_BEFORE},'message'`;

/**
 * Conversations between two members (issue 31, decision 270).
 *
 * - `conversations`: one row per pair and context; the pair is stored ordered (low, high) so that the unique
 *   key answers "the existing one" whoever asks (context 'none'/0 for members who follow each other).
 * - `conversation_participants`: each member's side (read position, unread counter, muted, left), and a copy
 *   of the conversation's last activity so the inbox is one index range per member, newest first.
 * - `conversation_messages`: keyset pages by (conversation_id, id) whatever the thread's length.
 * - `member_blocks`: a block is between members, not per conversation.
 * - review items may now be about a message.
 */
export class CreateConversations1795503000000 implements MigrationInterface {
  name = 'CreateConversations1795503000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE conversations (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT,
        user_low_id INT UNSIGNED NOT NULL,
        user_high_id INT UNSIGNED NOT NULL,
        context_type VARCHAR(20) NOT NULL DEFAULT 'none',
        context_id INT UNSIGNED NOT NULL DEFAULT 0,
        started_by INT UNSIGNED NOT NULL,
        last_message_id BIGINT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_conversations_pair_context (user_low_id, user_high_id, context_type, context_id),
        KEY ix_conversations_started (started_by, created_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE conversation_participants (
        conversation_id INT UNSIGNED NOT NULL,
        user_id INT UNSIGNED NOT NULL,
        other_id INT UNSIGNED NOT NULL,
        last_read_id BIGINT UNSIGNED NOT NULL DEFAULT 0,
        unread_count INT UNSIGNED NOT NULL DEFAULT 0,
        muted TINYINT(1) NOT NULL DEFAULT 0,
        left_at DATETIME(3) NULL,
        activity_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (conversation_id, user_id),
        KEY ix_participants_inbox (user_id, activity_at, conversation_id),
        CONSTRAINT fk_participants_conversation FOREIGN KEY (conversation_id)
          REFERENCES conversations (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE conversation_messages (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        conversation_id INT UNSIGNED NOT NULL,
        sender_id INT UNSIGNED NOT NULL,
        body TEXT NOT NULL,
        held_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY ix_messages_thread (conversation_id, id),
        KEY ix_messages_sender (sender_id, id),
        CONSTRAINT fk_messages_conversation FOREIGN KEY (conversation_id)
          REFERENCES conversations (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`
      CREATE TABLE member_blocks (
        blocker_id INT UNSIGNED NOT NULL,
        blocked_id INT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (blocker_id, blocked_id),
        KEY ix_member_blocks_blocked (blocked_id, blocker_id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_AFTER}) NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM review_items WHERE subject_type = 'message'`);
    await db.query(`ALTER TABLE review_items MODIFY subject_type ENUM(${SUBJECTS_BEFORE}) NOT NULL`);
    await db.query('DROP TABLE member_blocks');
    await db.query('DROP TABLE conversation_messages');
    await db.query('DROP TABLE conversation_participants');
    await db.query('DROP TABLE conversations');
  }
}
