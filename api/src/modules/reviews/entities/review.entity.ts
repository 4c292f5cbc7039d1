import type { ReviewTradeType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One side's review of the other after a trade (migration 1795504000000). Published once revealed_at is set
 * and neither moderation (held_at) nor a ban of its author (author_held_at) hides it; the triggers keep
 * `review_totals` in step with exactly that.
 */
@Entity('reviews')
export class ReviewEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['quote', 'hire'] })
  trade_type: ReviewTradeType;

  /** The quote's id (an awarded quote) or the application's (a hire). */
  @Column({ type: 'int', unsigned: true })
  trade_id: number;

  /** Null once the author's deleted account was purged: signed "Deleted member". */
  @Column({ type: 'int', unsigned: true, nullable: true })
  author_id: number | null;

  @Column({ type: 'int', unsigned: true })
  subject_id: number;

  @Column({ type: 'tinyint', unsigned: true })
  rating: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'json' })
  tags: string[];

  /** The award or hire plus the review window: writing and editing end here, and the review is revealed. */
  @Column({ type: 'datetime', precision: 3 })
  window_closes_at: Date;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revealed_at: Date | null;

  /** Held by moderation: a watched word, a child-safety report, or staff hiding it (with hidden_reason). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  held_at: Date | null;

  /** What staff wrote when they hid the review (the author also gets a statement of reasons). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  hidden_reason: string | null;

  /** The time of its author's ban while it lasts (lifting the ban shows exactly these again). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  author_held_at: Date | null;

  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  replied_at: Date | null;

  /**
   * The reply's own hold (migration 1795506100000): a watched word, a report or staff, or its writer's ban
   * (then the ban's time). A held reply is not shown; the review stays published and counted (decision 285).
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  reply_held_at: Date | null;
}
