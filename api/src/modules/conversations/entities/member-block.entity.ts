import { Entity } from 'typeorm';
import { CreatedAtColumn, PrimaryRefColumn } from '../../../core/database/columns';

/** A member blocked another: no new messages either way, in any of their conversations. */
@Entity('member_blocks')
export class MemberBlockEntity {
  @PrimaryRefColumn() blocker_id: number;
  @PrimaryRefColumn() blocked_id: number;
  @CreatedAtColumn() created_at: Date;
}
