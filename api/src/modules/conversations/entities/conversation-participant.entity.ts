import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from './id-transformer';

/** One member's side of a conversation: what they read, their unread counter, muted, left. */
@Entity('conversation_participants')
export class ConversationParticipantEntity {
  @PrimaryColumn({ type: 'int', unsigned: true })
  conversation_id: number;

  @PrimaryColumn({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'int', unsigned: true })
  other_id: number;

  @Column({ type: 'bigint', unsigned: true, default: 0, transformer: bigintId })
  last_read_id: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  unread_count: number;

  @Column({ type: 'boolean', default: false })
  muted: boolean;

  /** Left (hidden from the inbox) until the next message clears it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  left_at: Date | null;

  /** When the member was last mailed about unread messages here (at most one mail an hour, decision 274). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  unread_mailed_at: Date | null;

  /** The last message such a mail covered: a check that runs again mails nothing twice. */
  @Column({ type: 'bigint', unsigned: true, default: 0, transformer: bigintId })
  mailed_up_to: number;

  /** The conversation's last activity, copied here so each inbox is one index range. */
  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  activity_at: Date;
}
