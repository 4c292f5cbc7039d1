import { createHash } from 'node:crypto';
import {
  IT_RULES_TIMELINES,
  ReportReason,
  type ReviewEvidence,
  type ReviewSource,
  URGENT_REMOVAL_REASONS,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isDuplicateKey } from '../../core/database/duplicate-key';
import { ReviewItemEntity, type ReviewSignal } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { EvidenceStoreService } from './evidence.service';
import type { ModerationSubjectKind } from './moderation.types';

export interface NewReviewItem {
  source: ReviewSource;
  subject_type: ModerationSubjectKind;
  subject_id: number;
  author_id: number | null;
  reason: string;
  details?: string | null;
  evidence: ReviewEvidence;
  held: boolean;
  /** What makes two findings the same while the item is open (a repeat adds nothing). */
  identity: string;
  reporter_id?: number | null;
  /** Free text of the content, for the excerpt when the adapter has no snapshot. */
  text?: string;
}

export interface NewReport {
  reporter_id: number;
  reason: string;
  details: string | null;
  held: boolean;
}

const HOUR = 3_600_000;

/** 0 child safety, 1 sexual content, 2 the rest: the queue's default order. */
export function priorityOf(reason: string): number {
  if (reason === ReportReason.ChildSafety) return 0;
  if (reason === ReportReason.Nudity) return 1;
  return 2;
}

/** The IT Rules 2021 due times of an item flagged at `at` for `reason`. */
export function dueTimes(reason: string, at: Date) {
  const urgent = (URGENT_REMOVAL_REASONS as readonly string[]).includes(reason);
  return {
    ack_due_at: new Date(at.getTime() + IT_RULES_TIMELINES.acknowledge_hours * HOUR),
    resolve_due_at: new Date(at.getTime() + IT_RULES_TIMELINES.resolve_days * 24 * HOUR),
    remove_due_at: urgent ? new Date(at.getTime() + IT_RULES_TIMELINES.remove_hours * HOUR) : null,
  };
}

/** The unique key of a subject's open item: one open item per subject (docs/decisions/121). */
export const openKeyOf = (kind: string, id: number) =>
  createHash('sha256').update(`subject:${kind}:${id}`).digest('hex');

const EXCERPT_MAX = 300;

/**
 * The review queue: one open item per subject, gathering every member's report and every automatic finding
 * on it, with the content as it was when first flagged.
 */
@Injectable()
export class ReviewQueueService {
  constructor(
    @InjectRepository(ReviewItemEntity) private readonly items: Repository<ReviewItemEntity>,
    @InjectRepository(ReviewReportEntity) private readonly reports: Repository<ReviewReportEntity>,
    private readonly evidence: EvidenceStoreService,
  ) {}

  /**
   * Opens the subject's item, or adds to the open one: an automatic finding not seen on it yet becomes a
   * signal, and the item is held when the finding holds. Answers the item and whether it was new.
   */
  async record(input: NewReviewItem): Promise<{ item: ReviewItemEntity; created: boolean }> {
    const open_key = openKeyOf(input.subject_type, input.subject_id);
    const signal: ReviewSignal | null =
      input.source === 'report' ? null : { kind: input.source, detail: input.evidence, key: input.identity };
    const open = await this.items.findOneBy({ open_key });
    if (open) return { item: await this.merge(open, input, signal), created: false };
    const now = new Date();
    try {
      const item = await this.items.save(
        this.items.create({
          source: input.source,
          subject_type: input.subject_type,
          subject_id: input.subject_id,
          author_id: input.author_id,
          reporter_id: input.reporter_id ?? null,
          reason: input.reason,
          priority: priorityOf(input.reason),
          details: input.details ?? null,
          evidence: input.evidence,
          signals: signal ? [signal] : [],
          held: input.held,
          open_key,
          excerpt: input.text ? input.text.slice(0, EXCERPT_MAX) : null,
          created_at: now,
          ...dueTimes(input.reason, now),
        }),
      );
      const snapshot = await this.evidence.captureQuietly(item.id, input.subject_type, input.subject_id);
      if (snapshot) {
        const text = [snapshot.title, snapshot.description, snapshot.body].filter(Boolean).join('\n');
        item.snapshot = snapshot;
        item.excerpt = text ? text.slice(0, EXCERPT_MAX) : item.excerpt;
        await this.items.update({ id: item.id }, { snapshot, excerpt: item.excerpt });
      }
      return { item, created: true };
    } catch (error) {
      // The same subject flagged by a concurrent request a moment ago.
      if (!isDuplicateKey(error)) throw error;
      const item = await this.items.findOneByOrFail({ open_key });
      return { item: await this.merge(item, input, signal), created: false };
    }
  }

  private async merge(
    item: ReviewItemEntity,
    input: NewReviewItem,
    signal: ReviewSignal | null,
  ): Promise<ReviewItemEntity> {
    const signals = item.signals ?? [];
    const changes: Partial<ReviewItemEntity> = {};
    if (signal && !signals.some((s) => s.key === signal.key)) changes.signals = [...signals, signal];
    if (input.held && !item.held) changes.held = true;
    if (!Object.keys(changes).length) return item;
    await this.items.update({ id: item.id }, changes);
    return { ...item, ...changes };
  }

  /**
   * Files a member's report on the item (one per reporter: a repeat answers the same report, raised to child
   * safety if it now says so). The item takes the most urgent reason of its reports, with its due times.
   */
  async fileReport(
    item: ReviewItemEntity,
    report: NewReport,
  ): Promise<{ item: ReviewItemEntity; created: boolean; raised: boolean }> {
    let created = true;
    let raised = false;
    try {
      await this.reports.insert({ review_item_id: item.id, ...report });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      created = false;
      const mine = await this.reports.findOneByOrFail({
        review_item_id: item.id,
        reporter_id: report.reporter_id,
      });
      if (priorityOf(report.reason) < priorityOf(mine.reason)) {
        raised = true;
        await this.reports.update({ id: mine.id }, report);
      }
    }
    const reports_count = await this.reports.countBy({ review_item_id: item.id });
    const changes: Partial<ReviewItemEntity> = { reports_count };
    if (priorityOf(report.reason) < item.priority) {
      const due = dueTimes(report.reason, new Date());
      Object.assign(changes, {
        reason: report.reason,
        priority: priorityOf(report.reason),
        remove_due_at: item.remove_due_at ?? due.remove_due_at,
      });
      if (item.source === 'report' && (item.reporter_id === report.reporter_id || reports_count === 1)) {
        changes.details = report.details;
      }
    }
    if (report.held && !item.held) changes.held = true;
    await this.items.update({ id: item.id }, changes);
    return { item: { ...item, ...changes }, created, raised };
  }

  /** Sets the item's report evidence (hold applied or not) when a report raised it. */
  async reviseEvidence(item: ReviewItemEntity, evidence: ReviewEvidence): Promise<ReviewItemEntity> {
    await this.items.update({ id: item.id }, { evidence });
    return { ...item, evidence };
  }
}
