import { type ReviewAction, TrustSafetyMessages } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { type AuditActor, AuditLogService } from '../../core/audit/audit-log.service';
import { DomainError, InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { ReviewActionEntity } from './entities/review-action.entity';
import { ReviewItemEntity } from './entities/review-item.entity';
import { EscalationsService } from './escalations.service';
import { EvidenceStoreService } from './evidence.service';
import { ImageBlocklistService } from './image-blocklist.service';
import { MemberRestrictionsService } from './member-restrictions.service';
import { ModerationSubjectsService } from './moderation-subjects';
import { NoticesService } from './notices.service';

export interface ReviewDecision {
  action: ReviewAction;
  days?: number;
  note?: string;
  add_to_blocklist?: boolean;
}

/** Actions that keep the content away from other members. */
const HIDING: readonly ReviewAction[] = ['keep_hidden', 'remove', 'warn', 'suspend', 'ban', 'escalate'];
/** Actions that make no sense on a member's account as subject (their profile has nothing to hide). */
const CONTENT_ONLY: readonly ReviewAction[] = ['keep_hidden', 'remove'];

const summaryOf = (item: ReviewItemEntity) => ({
  status: item.status,
  held: item.held,
  reason: item.reason,
  decision_action: item.decision_action,
});

/**
 * Staff decisions on review items (docs/decisions/122): each resolves the item, is kept as an action, is
 * audited, and — unless it dismisses the report — sends the author a statement of reasons.
 */
@Injectable()
export class ReviewDecisionsService {
  private readonly logger = new Logger(ReviewDecisionsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subjects: ModerationSubjectsService,
    private readonly restrictions: MemberRestrictionsService,
    private readonly notices: NoticesService,
    private readonly escalations: EscalationsService,
    private readonly blocklist: ImageBlocklistService,
    private readonly evidence: EvidenceStoreService,
    private readonly audit: AuditLogService,
  ) {}

  async act(id: number, actor: AuditActor, decision: ReviewDecision): Promise<ReviewItemEntity> {
    const item = await this.db.getRepository(ReviewItemEntity).findOneBy({ id });
    if (!item) throw new NotFoundError('Review item not found');
    if (item.status !== 'open') throw new DomainError(409, TrustSafetyMessages.alreadyResolved);
    this.check(item, decision);
    const staffId = actor.principal.id;
    const adapter = this.subjects.get(item.subject_type);
    const author = item.author_id;
    const now = new Date();

    if (decision.add_to_blocklist && ['remove', 'keep_hidden', 'escalate'].includes(decision.action)) {
      await this.blockImages(item, staffId);
    }
    const contentSubject = item.subject_type !== 'user';
    if (decision.action === 'dismiss' && contentSubject) await adapter?.release(item.subject_id);
    if (HIDING.includes(decision.action) && contentSubject) {
      if ((decision.action === 'remove' || decision.action === 'escalate') && adapter?.remove) {
        await adapter.remove(item.subject_id);
      } else {
        await adapter?.hold(item.subject_id);
      }
    }
    if (decision.action === 'escalate') await this.escalations.create(item, staffId, now);
    if (author && decision.action === 'suspend') await this.restrictions.suspend(author, decision.days!, now);
    if (author && (decision.action === 'ban' || decision.action === 'escalate')) {
      await this.restrictions.ban(author, now);
    }

    const changes: Partial<ReviewItemEntity> = {
      status: 'resolved',
      resolved_at: now,
      open_key: null,
      held: contentSubject && HIDING.includes(decision.action),
      decision_action: decision.action,
      decision_note: decision.note ?? null,
      decided_by: staffId,
      acknowledged_at: item.acknowledged_at ?? now,
      ...(decision.action === 'escalate' && { escalated_at: now }),
    };
    await this.db.getRepository(ReviewItemEntity).update({ id }, changes);
    const saved = await this.db.getRepository(ReviewActionEntity).save(
      this.db.getRepository(ReviewActionEntity).create({
        review_item_id: id,
        member_id: author,
        action: decision.action,
        days: decision.action === 'suspend' ? decision.days! : null,
        note: decision.note ?? null,
        staff_id: staffId,
        created_at: now,
      }),
    );
    const after = { ...item, ...changes };
    if (author && decision.action !== 'dismiss') {
      await this.notices.issue({
        userId: author,
        reviewItemId: id,
        actionId: saved.id,
        action: decision.action,
        reason: item.reason,
        subjectType: item.subject_type,
        excerpt: item.excerpt,
        staffId,
        days: decision.days ?? null,
      });
    }
    await this.audit.record(actor, {
      action: `review_item.${decision.action}`,
      target_type: 'review_item',
      target_id: id,
      summary: `${decision.action} ${item.subject_type} ${item.subject_id} (${item.reason})`,
      before: summaryOf(item),
      after: { ...summaryOf(after), days: decision.days ?? null, note: decision.note ?? null },
    });
    return after;
  }

  /** Applies dismiss or remove to each open item; answers the ids it acted on (others are left out). */
  async bulk(ids: number[], actor: AuditActor, action: 'dismiss' | 'remove'): Promise<number[]> {
    const done: number[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await this.act(id, actor, { action });
        done.push(id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return done;
  }

  private check(item: ReviewItemEntity, decision: ReviewDecision): void {
    if (decision.action === 'escalate' && item.priority !== 0) {
      throw new InvalidInputError({ action: [TrustSafetyMessages.notChildSafety] });
    }
    if (item.subject_type === 'user' && CONTENT_ONLY.includes(decision.action)) {
      throw new InvalidInputError({
        action: ['A member account is warned, suspended or banned, not hidden or removed.'],
      });
    }
    if (!item.author_id && ['warn', 'suspend', 'ban'].includes(decision.action)) {
      throw new InvalidInputError({ action: ["The author's account no longer exists."] });
    }
  }

  /** Adds the item's evidence images to the blocklist, each with a small staff-only thumbnail. */
  private async blockImages(item: ReviewItemEntity, staffId: number): Promise<void> {
    for (const image of item.snapshot?.images ?? []) {
      const file = await this.evidence.read(image.key);
      if (!file) continue;
      try {
        const entry = await this.blocklist.block(
          file.body,
          `Removed by staff from review item ${item.id}`,
          staffId,
        );
        const thumbnail = await sharp(file.body).resize(160, 160, { fit: 'inside' }).jpeg().toBuffer();
        const key = await this.evidence.keep(`blocklist/${entry.id}.jpg`, thumbnail, 'image/jpeg');
        await this.blocklist.describe(entry.id, { review_item_id: item.id, thumbnail_key: key });
      } catch (error) {
        // A nearly plain picture cannot be blocked (it would match every plain picture): the rest still are.
        if (!(error instanceof InvalidInputError)) throw error;
        this.logger.warn({ msg: 'image not blocked', item: item.id, reason: error.message });
      }
    }
  }
}
