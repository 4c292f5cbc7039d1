import {
  CONVERSATION_SUBJECT_TYPES,
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_SUBJECT_TYPES,
  type ReviewEvidence,
  type ReviewSource,
  type ReviewStatus,
} from '@app/contracts';
import type { ReviewAction } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CharColumn,
  CounterColumn,
  CreatedAtColumn,
  DateTimeColumn,
  EnumColumn,
  FlagColumn,
  IdColumn,
  JsonColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  TextColumn,
  TinyUintColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import type { ModerationSubjectKind, SubjectSnapshot } from '../moderation.types';

/** What staff review: what members report, marketplace listings and conversation messages. */
const SUBJECT_TYPES = [...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES, ...CONVERSATION_SUBJECT_TYPES];

/** An automatic finding or report fact shown to staff beside the item. */
export interface ReviewSignal {
  kind: string;
  detail: object | string | null;
  /** What makes two findings the same (a repeat adds nothing). */
  key?: string;
}

/** Something staff must look at: a member's report or an automatic finding, with its evidence. */
@Entity('review_items')
export class ReviewItemEntity {
  @IdColumn() id: number;
  @EnumColumn(['report', 'watched_words', 'blocked_image']) source: ReviewSource;
  @EnumColumn(SUBJECT_TYPES) subject_type: ModerationSubjectKind;

  @RefColumn() subject_id: number;
  @OptionalRefColumn() author_id: number | null;
  @OptionalRefColumn() reporter_id: number | null;

  /** A report reason code, or the source for automatic findings. */
  @VarcharColumn() reason: string;

  /** 0 child safety, 1 sexual content, 2 anything else: the queue's default order. */
  @TinyUintColumn({ default: 2 }) priority: number;

  @CounterColumn() reports_count: number;
  @TextColumn({ nullable: true }) details: string | null;

  /** The first 300 characters of the content as flagged (searchable in the queue). */
  @VarcharColumn({ nullable: true }) excerpt: string | null;

  @JsonColumn() evidence: ReviewEvidence;

  /** The content as it was when flagged, kept whatever its author does later (docs/decisions/121). */
  @JsonColumn({ nullable: true }) snapshot: SubjectSnapshot | null;

  /** Automatic findings on the subject after the first (watched words, blocked images). */
  @JsonColumn({ nullable: true }) signals: ReviewSignal[] | null;

  @FlagColumn() held: boolean;
  @EnumColumn(['open', 'resolved'], { default: 'open' }) status: ReviewStatus;

  /** Set while open: one open item per reporter and subject, or per identical finding (unique key). */
  @CharColumn({ nullable: true }) open_key: string | null;

  @CreatedAtColumn() created_at: Date;
  @OptionalDateTimeColumn() resolved_at: Date | null;

  /** When a staff member first opened it (IT Rules: within 24 hours). */
  @OptionalDateTimeColumn() acknowledged_at: Date | null;

  @DateTimeColumn() ack_due_at: Date;
  @DateTimeColumn() resolve_due_at: Date;

  /** Sexual content and child safety: removed within 24 hours. */
  @OptionalDateTimeColumn() remove_due_at: Date | null;

  @VarcharColumn({ nullable: true }) decision_action: ReviewAction | null;
  @VarcharColumn({ nullable: true }) decision_note: string | null;
  @OptionalRefColumn() decided_by: number | null;
  @OptionalDateTimeColumn() escalated_at: Date | null;
}
