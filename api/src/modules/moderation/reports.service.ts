import { ModerationMessages, type ReportEvidence, ReportReason, type ReportReceipt } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import type { ReportDto } from './dto/report.dto';
import { MEMBER_HOLD_NOTE } from './member-subject.adapter';
import { ModerationSubjects } from './moderation-subjects';
import { ReviewQueue } from './review-queue.service';
import type { ReviewItemEntity } from './entities/review-item.entity';

/**
 * Members' reports. Each is a review item; one stays open per reporter and subject. A child-safety report
 * holds the content at once, before any staff member has seen it: the harm of leaving such content up
 * outweighs that of hiding a post for the time of a review.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly subjects: ModerationSubjects,
    private readonly queue: ReviewQueue,
  ) {}

  async report(reporterId: number, input: ReportDto): Promise<{ receipt: ReportReceipt; created: boolean }> {
    const adapter = this.subjects.get(input.subject_type);
    const authorId = adapter ? await adapter.authorOf(input.subject_id) : null;
    if (!adapter || authorId === null) throw new NotFoundError(ModerationMessages.subjectNotFound);
    if (authorId === reporterId) throw new ForbiddenError(ModerationMessages.ownContent);

    const childSafety = input.reason === ReportReason.ChildSafety;
    const filed = {
      reason: input.reason,
      details: input.details ?? null,
      evidence: this.evidence(input, childSafety),
      held: childSafety && input.subject_type !== 'user',
    };
    const { item: open, created } = await this.queue.record({
      source: 'report',
      subject_type: input.subject_type,
      subject_id: input.subject_id,
      author_id: authorId,
      reporter_id: reporterId,
      ...filed,
      identity: `report:${reporterId}:${input.subject_type}:${input.subject_id}`,
    });
    // A repeat keeps the open report, unless it raises it to child safety: that must not wait.
    const raised = !created && childSafety && open.reason !== ReportReason.ChildSafety;
    const item = raised ? await this.queue.revise(open, filed) : open;
    // Also on a repeat: holding is idempotent, and a first attempt may have failed after the item was stored.
    if (childSafety) await adapter.hold(input.subject_id);
    return { receipt: toReceipt(item), created };
  }

  private evidence(input: ReportDto, childSafety: boolean): ReportEvidence {
    if (!childSafety) return { hold: 'none' };
    return input.subject_type === 'user'
      ? { hold: 'not_applicable', hold_note: MEMBER_HOLD_NOTE }
      : { hold: 'applied' };
  }
}

function toReceipt(item: ReviewItemEntity): ReportReceipt {
  return {
    id: item.id,
    subject_type: item.subject_type,
    subject_id: item.subject_id,
    reason: item.reason as ReportReason,
    status: item.status,
  };
}
