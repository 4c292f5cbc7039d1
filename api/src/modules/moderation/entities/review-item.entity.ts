import {
  CONVERSATION_SUBJECT_TYPES,
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_SUBJECT_TYPES,
  type ReviewEvidence,
  type ReviewSource,
  type ReviewStatus,
} from '@app/contracts';
import type { ReviewAction } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationSubjectKind, SubjectSnapshot } from '../moderation.types';

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
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['report', 'watched_words', 'blocked_image'] })
  source: ReviewSource;

  @Column({
    type: 'enum',
    enum: [...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES, ...CONVERSATION_SUBJECT_TYPES],
  })
  subject_type: ModerationSubjectKind;

  @Column({ type: 'int', unsigned: true })
  subject_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  author_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  reporter_id: number | null;

  /** A report reason code, or the source for automatic findings. */
  @Column({ type: 'varchar' })
  reason: string;

  /** 0 child safety, 1 sexual content, 2 anything else: the queue's default order. */
  @Column({ type: 'tinyint', unsigned: true, default: 2 })
  priority: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  reports_count: number;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  /** The first 300 characters of the content as flagged (searchable in the queue). */
  @Column({ type: 'varchar', nullable: true })
  excerpt: string | null;

  @Column({ type: 'json' })
  evidence: ReviewEvidence;

  /** The content as it was when flagged, kept whatever its author does later (docs/decisions/121). */
  @Column({ type: 'json', nullable: true })
  snapshot: SubjectSnapshot | null;

  /** Automatic findings on the subject after the first (watched words, blocked images). */
  @Column({ type: 'json', nullable: true })
  signals: ReviewSignal[] | null;

  @Column({ type: 'boolean', default: false })
  held: boolean;

  @Column({ type: 'enum', enum: ['open', 'resolved'], default: 'open' })
  status: ReviewStatus;

  /** Set while open: one open item per reporter and subject, or per identical finding (unique key). */
  @Column({ type: 'char', nullable: true })
  open_key: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  resolved_at: Date | null;

  /** When a staff member first opened it (IT Rules: within 24 hours). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  acknowledged_at: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  ack_due_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  resolve_due_at: Date;

  /** Sexual content and child safety: removed within 24 hours. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  remove_due_at: Date | null;

  @Column({ type: 'varchar', nullable: true })
  decision_action: ReviewAction | null;

  @Column({ type: 'varchar', nullable: true })
  decision_note: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  decided_by: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  escalated_at: Date | null;
}
