import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  FlagColumn,
  IdColumn,
  OptionalRefColumn,
  RefColumn,
  TextColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** One member's report of a review item's subject (one per reporter and item). */
@Entity('review_reports')
export class ReviewReportEntity {
  @IdColumn() id: number;
  @RefColumn() review_item_id: number;
  @OptionalRefColumn() reporter_id: number | null;
  @VarcharColumn() reason: string;
  @TextColumn({ nullable: true }) details: string | null;

  /** Whether this report hid the content (a child-safety report of an established reporter). */
  @FlagColumn() held: boolean;

  @CreatedAtColumn() created_at: Date;
}
