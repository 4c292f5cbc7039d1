import {
  ModerationMessages,
  REPORT_ABUSE,
  type ReportEvidence,
  ReportReason,
  type ReportReceipt,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { MemberAdminService } from '../members';
import type { ReviewItemEntity } from './entities/review-item.entity';
import { ReviewReportEntity } from './entities/review-report.entity';
import { MEMBER_HOLD_NOTE } from './member-subject.adapter';
import { ModerationSubjectsService } from './moderation-subjects';
import type { ModerationSubjectKind } from './moderation.types';
import { ReviewQueueService } from './review-queue.service';

/** Why a child-safety report only queued the content (docs/decisions/124). */
export const QueuedOnly = {
  newAccount: 'The reporter account is younger than a day: the report queues the content without hiding it.',
  dismissedReports: `Staff dismissed ${REPORT_ABUSE.dismissedReportsLimit} or more of this member's reports: the report queues the content without hiding it.`,
} as const;

/** A report as POST reports takes it, or as a module that checked the reporter first passes it on. */
export interface ReportInput {
  subject_type: ModerationSubjectKind;
  subject_id: number;
  reason: ReportReason;
  details?: string;
}

/**
 * Members' reports. Reports of one subject gather on its open review item, one per reporter. A child-safety
 * report of an established reporter holds the content at once, before any staff member has seen it
 * (decision 017); reports from new accounts, or from members whose reports staff kept dismissing, only
 * queue it (decision 124).
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly subjects: ModerationSubjectsService,
    private readonly queue: ReviewQueueService,
    private readonly members: MemberAdminService,
    @InjectRepository(ReviewReportEntity) private readonly reports: Repository<ReviewReportEntity>,
  ) {}

  async report(
    reporterId: number,
    input: ReportInput,
  ): Promise<{ receipt: ReportReceipt; created: boolean }> {
    const adapter = this.subjects.get(input.subject_type);
    const authorId = adapter ? await adapter.authorOf(input.subject_id) : null;
    if (!adapter || authorId === null) throw new NotFoundError(ModerationMessages.subjectNotFound);
    if (authorId === reporterId) throw new ForbiddenError(ModerationMessages.ownContent);

    const childSafety = input.reason === ReportReason.ChildSafety;
    const queuedOnly = childSafety ? await this.queuedOnly(reporterId) : null;
    const holds = childSafety && !queuedOnly && input.subject_type !== 'user';
    const evidence = this.evidence(input, childSafety, queuedOnly);
    const { item: open } = await this.queue.record({
      source: 'report',
      subject_type: input.subject_type,
      subject_id: input.subject_id,
      author_id: authorId,
      reporter_id: reporterId,
      reason: input.reason,
      details: input.details ?? null,
      evidence,
      held: holds,
      identity: `report:${input.subject_type}:${input.subject_id}`,
    });
    const filed = await this.queue.fileReport(open, {
      reporter_id: reporterId,
      reason: input.reason,
      details: input.details ?? null,
      held: holds,
    });
    let item = filed.item;
    if (filed.raised && item.source === 'report' && item.reporter_id === reporterId) {
      item = await this.queue.reviseEvidence(item, evidence);
    }
    // Also on a repeat: holding is idempotent, and a first attempt may have failed after the item was stored.
    if (holds) await adapter.hold(input.subject_id);
    const mine = await this.reports.findOneByOrFail({ review_item_id: item.id, reporter_id: reporterId });
    return { receipt: toReceipt(item, mine), created: filed.created };
  }

  /** Why this reporter's child-safety report must not hide content by itself, or null. */
  private async queuedOnly(reporterId: number): Promise<string | null> {
    const createdAt = await this.members.createdAt(reporterId);
    if (!createdAt || Date.now() - createdAt.getTime() < REPORT_ABUSE.minAccountAgeHours * 3_600_000) {
      return QueuedOnly.newAccount;
    }
    const rows: Array<{ n: string | number }> = await this.reports.query(
      `SELECT COUNT(*) AS n FROM (
         SELECT 1 FROM review_reports r JOIN review_items i ON i.id = r.review_item_id
         WHERE r.reporter_id = ? AND i.decision_action = 'dismiss' LIMIT ?) d`,
      [reporterId, REPORT_ABUSE.dismissedReportsLimit],
    );
    return Number(rows[0]?.n ?? 0) >= REPORT_ABUSE.dismissedReportsLimit ? QueuedOnly.dismissedReports : null;
  }

  private evidence(input: ReportInput, childSafety: boolean, queuedOnly: string | null): ReportEvidence {
    if (!childSafety) return { hold: 'none' };
    if (input.subject_type === 'user') return { hold: 'not_applicable', hold_note: MEMBER_HOLD_NOTE };
    return queuedOnly ? { hold: 'none', hold_note: queuedOnly } : { hold: 'applied' };
  }
}

function toReceipt(item: ReviewItemEntity, mine: ReviewReportEntity): ReportReceipt {
  return {
    id: item.id,
    subject_type: item.subject_type,
    subject_id: item.subject_id,
    reason: mine.reason as ReportReason,
    status: item.status,
  };
}
