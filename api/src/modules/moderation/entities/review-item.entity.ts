import {
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_SUBJECT_TYPES,
  type ReviewEvidence,
  type ReviewSource,
  type ReviewStatus,
} from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationSubjectKind } from '../moderation.types';

/** Something staff must look at: a member's report or an automatic finding, with its evidence. */
@Entity('review_items')
export class ReviewItemEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'enum', enum: ['report', 'watched_words', 'blocked_image'] })
  source: ReviewSource;

  @Column({ type: 'enum', enum: [...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES] })
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

  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Column({ type: 'json' })
  evidence: ReviewEvidence;

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
}
