import type { ReportReason } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../core/audit/audit-log.service';
import { NotFoundError } from '../../core/errors/domain-error';
import type { ModerationSubjectKind } from './moderation.types';
import { ModerationSubjectsService } from './moderation-subjects';
import { ReviewDecisionsService } from './review-decisions.service';
import { ReviewQueueService } from './review-queue.service';

export interface StaffTakedown {
  subject: ModerationSubjectKind;
  id: number;
  /** Which rule the content broke: it names the rule in the statement of reasons. */
  reason: ReportReason;
  /** The staff member's own words, kept with the decision. */
  note: string;
}

/**
 * Content staff hide from a list of their own (the console's reviews, issue 33) rather than from the review
 * queue: the content's open item (or a new one, as if staff had reported it) is decided `keep_hidden` through
 * the queue's own decision, so the hide is audited, the author gets a statement of reasons and can appeal
 * exactly as for any other decision.
 */
@Injectable()
export class StaffTakedownsService {
  constructor(
    private readonly subjects: ModerationSubjectsService,
    private readonly queue: ReviewQueueService,
    private readonly decisions: ReviewDecisionsService,
  ) {}

  async hide(actor: AuditActor, takedown: StaffTakedown): Promise<{ review_item_id: number }> {
    const authorId = await this.subjects.get(takedown.subject)?.authorOf(takedown.id);
    if (authorId === undefined || authorId === null) throw new NotFoundError();
    const { item } = await this.queue.record({
      source: 'report',
      subject_type: takedown.subject,
      subject_id: takedown.id,
      author_id: authorId,
      reporter_id: null,
      reason: takedown.reason,
      details: takedown.note,
      evidence: { hold: 'applied', hold_note: 'Hidden by staff from the console.' },
      held: true,
      identity: `staff:${takedown.subject}:${takedown.id}`,
    });
    await this.decisions.act(item.id, actor, { action: 'keep_hidden', note: takedown.note });
    return { review_item_id: item.id };
  }
}
