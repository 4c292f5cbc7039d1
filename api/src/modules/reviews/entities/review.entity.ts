import type { ReviewTradeType } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  EnumColumn,
  IdColumn,
  JsonColumn,
  NOW,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  TextColumn,
  TinyUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * One side's review of the other after a trade (migration 1795504000000). Published once revealed_at is set
 * and neither moderation (held_at) nor a ban of its author (author_held_at) hides it; the triggers keep
 * `review_totals` in step with exactly that.
 */
@Entity('reviews')
export class ReviewEntity {
  @IdColumn() id: number;
  @EnumColumn(['quote', 'hire']) trade_type: ReviewTradeType;

  /** The quote's id (an awarded quote) or the application's (a hire). */
  @RefColumn() trade_id: number;

  /** Null once the author's deleted account was purged: signed "Deleted member". */
  @OptionalRefColumn() author_id: number | null;

  @RefColumn() subject_id: number;
  @TinyUintColumn() rating: number;
  @TextColumn() text: string;
  @JsonColumn() tags: string[];

  /** The award or hire plus the review window: writing and editing end here, and the review is revealed. */
  @DateTimeColumn() window_closes_at: Date;

  @CreatedAtColumn() created_at: Date;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
  @OptionalDateTimeColumn() revealed_at: Date | null;

  /** Held by moderation: a watched word, a child-safety report, or staff hiding it (with hidden_reason). */
  @OptionalDateTimeColumn() held_at: Date | null;

  /** What staff wrote when they hid the review (the author also gets a statement of reasons). */
  @VarcharColumn({ length: 1000, nullable: true }) hidden_reason: string | null;

  /** The time of its author's ban while it lasts (lifting the ban shows exactly these again). */
  @OptionalDateTimeColumn() author_held_at: Date | null;

  @TextColumn({ nullable: true }) reply: string | null;
  @OptionalDateTimeColumn() replied_at: Date | null;

  /**
   * The reply's own hold (migration 1795506100000): a watched word, a report or staff, or its writer's ban
   * (then the ban's time). A held reply is not shown; the review stays published and counted (decision 285).
   */
  @OptionalDateTimeColumn() reply_held_at: Date | null;
}
