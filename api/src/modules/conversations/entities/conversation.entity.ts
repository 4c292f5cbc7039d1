import { Entity } from 'typeorm';
import {
  BigintNumberColumn,
  CreatedAtColumn,
  IdColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** Two members and where they began (one row per ordered pair and context; migration 1795503000000). */
@Entity('conversations')
export class ConversationEntity {
  @IdColumn() id: number;
  @RefColumn() user_low_id: number;
  @RefColumn() user_high_id: number;

  /** 'none' between members who follow each other, else a ConversationContextType. */
  @VarcharColumn({ length: 20, default: 'none' }) context_type: string;

  @RefColumn({ default: 0 }) context_id: number;
  @RefColumn() started_by: number;
  @BigintNumberColumn({ nullable: true }) last_message_id: number | null;
  @CreatedAtColumn() created_at: Date;
}
