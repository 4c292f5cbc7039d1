import { Entity } from 'typeorm';
import {
  BigIdColumn,
  CreatedAtColumn,
  JsonColumn,
  OptionalDateTimeColumn,
  RefColumn,
  TextColumn,
} from '../../../core/database/columns';

/** A stored image of a message: its private storage key (`messages/…`, never public) and size. */
export interface MessageImageFile {
  key: string;
  width: number;
  height: number;
}

@Entity('conversation_messages')
export class ConversationMessageEntity {
  /** BIGINT: mysql2 answers it as a string; the mappers make it a number (ids stay below 2^53). */
  @BigIdColumn() id: string;

  @RefColumn() conversation_id: number;
  @RefColumn() sender_id: number;
  @TextColumn() body: string;
  @JsonColumn({ nullable: true }) images: MessageImageFile[] | null;

  /** Held by a check or a report: its sender alone sees it until staff release it. */
  @OptionalDateTimeColumn() held_at: Date | null;

  @CreatedAtColumn() created_at: Date;
}
