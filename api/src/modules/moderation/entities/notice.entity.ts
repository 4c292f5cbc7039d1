import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  EnumColumn,
  IdColumn,
  OptionalRefColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A statement of reasons: what was decided about a member's content or account, why, and by whom. */
@Entity('moderation_notices')
export class NoticeEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @OptionalRefColumn() review_item_id: number | null;
  @OptionalRefColumn() action_id: number | null;
  @VarcharColumn() subject_type: string;
  @VarcharColumn({ nullable: true }) subject_excerpt: string | null;
  @VarcharColumn() action: string;
  @VarcharColumn() rule: string;
  @EnumColumn(['automatic', 'staff']) decided_by: 'automatic' | 'staff';
  @OptionalRefColumn() staff_id: number | null;
  @DateTimeColumn() appeal_until: Date;
  @CreatedAtColumn() created_at: Date;
}
