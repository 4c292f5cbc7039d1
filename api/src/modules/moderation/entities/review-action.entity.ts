import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  OptionalRefColumn,
  SmallUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A staff action: on a review item, on a member (suspend, ban, unsuspend), or an appeal's decision. */
@Entity('review_actions')
export class ReviewActionEntity {
  @IdColumn() id: number;
  @OptionalRefColumn() review_item_id: number | null;

  /** The member the action concerns (the author of the item's content). */
  @OptionalRefColumn() member_id: number | null;

  @VarcharColumn() action: string;
  @SmallUintColumn({ nullable: true }) days: number | null;
  @VarcharColumn({ nullable: true }) note: string | null;
  @OptionalRefColumn() staff_id: number | null;
  @CreatedAtColumn() created_at: Date;
}
