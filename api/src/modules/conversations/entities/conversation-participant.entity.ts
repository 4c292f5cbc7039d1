import { Entity } from 'typeorm';
import {
  BigintNumberColumn,
  CounterColumn,
  DateTimeColumn,
  FlagColumn,
  NOW,
  OptionalDateTimeColumn,
  PrimaryRefColumn,
  RefColumn,
} from '../../../core/database/columns';

/** One member's side of a conversation: what they read, their unread counter, muted, left. */
@Entity('conversation_participants')
export class ConversationParticipantEntity {
  @PrimaryRefColumn() conversation_id: number;
  @PrimaryRefColumn() user_id: number;
  @RefColumn() other_id: number;
  @BigintNumberColumn({ default: 0 }) last_read_id: number;
  @CounterColumn() unread_count: number;
  @FlagColumn() muted: boolean;

  /** Left (hidden from the inbox) until the next message clears it. */
  @OptionalDateTimeColumn() left_at: Date | null;

  /** When the member was last mailed about unread messages here (at most one mail an hour, decision 274). */
  @OptionalDateTimeColumn() unread_mailed_at: Date | null;

  /** The last message such a mail covered: a check that runs again mails nothing twice. */
  @BigintNumberColumn({ default: 0 }) mailed_up_to: number;

  /** The conversation's last activity, copied here so each inbox is one index range. */
  @DateTimeColumn({ default: NOW }) activity_at: Date;
}
