import { type OwnReview, REVIEW_TAGS, ReviewMessages, type ReviewReply } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../core/errors/domain-error';
import type { CreateReviewDto, ReviewContentDto } from './dto/review.dto';
import { ReviewEntity } from './entities/review.entity';
import { ReviewModerationService } from './review-moderation';
import { counterpartOf, directionOf, type Trade, ReviewTradesService, windowClosesAt } from './review-trades';
import { toOwnReview } from './reviews.mappers';

/**
 * Writing reviews (issue 33): one per side of a real trade, within the window, blind until both sides
 * wrote or the window closed (decision 280), editable by its author until then; after the reveal the
 * reviewed member may reply once. The counters follow by trigger (migration 1795504000000).
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly trades: ReviewTradesService,
    private readonly moderation: ReviewModerationService,
  ) {}

  /** POST reviews. The trade's row is locked meanwhile, so of two sides writing at once one sees the other. */
  async create(authorId: number, input: CreateReviewDto, now = new Date()): Promise<OwnReview> {
    const review = await this.db.transaction(async (em) => {
      const trade = await this.trades.find(input.trade_type, input.trade_id, em);
      const subjectId = trade && counterpartOf(trade, authorId);
      // Another member's trade answers like no trade: whether it exists is not theirs to learn.
      if (!trade || subjectId === null) throw new NotFoundError(ReviewMessages.tradeNotFound);
      if (subjectId === authorId) throw new InvalidInputError({ trade_id: [ReviewMessages.tradeNotFound] });
      if (!trade.tradedAt) throw new InvalidInputError({ trade_id: [ReviewMessages.notFinished] });
      const closes = windowClosesAt(trade.tradedAt);
      if (now >= closes) throw new InvalidInputError({ trade_id: [ReviewMessages.windowClosed] });
      this.checkTags(trade, authorId, input.tags);
      const sides = await em.find(ReviewEntity, {
        where: { trade_type: trade.type, trade_id: trade.id },
      });
      if (sides.some((r) => r.author_id === authorId))
        throw new DomainError(409, ReviewMessages.alreadyReviewed);
      const other = sides.find((r) => r.author_id === subjectId);
      // The second side's review reveals both (when the first is not revealed yet: the window closed).
      const revealed = other ? now : null;
      const saved = await em.save(
        em.create(ReviewEntity, {
          trade_type: trade.type,
          trade_id: trade.id,
          author_id: authorId,
          subject_id: subjectId,
          rating: input.rating,
          text: input.text,
          tags: [...new Set(input.tags)],
          window_closes_at: closes,
          created_at: now,
          updated_at: now,
          revealed_at: revealed,
        }),
      );
      if (other && !other.revealed_at) {
        await em.update(ReviewEntity, { id: other.id, revealed_at: IsNull() }, { revealed_at: now });
      }
      return saved;
    });
    // Screened after the commit: a review item stores the review's snapshot, which needs the row.
    if (await this.moderation.screen(review, authorId)) review.held_at = new Date();
    return toOwnReview(review);
  }

  /** PUT reviews/{id}: the author, while the review is not revealed and the window is open. */
  async update(authorId: number, id: number, input: ReviewContentDto, now = new Date()): Promise<OwnReview> {
    const review = await this.db.getRepository(ReviewEntity).findOneBy({ id });
    if (!review) throw new NotFoundError(ReviewMessages.reviewNotFound);
    if (review.author_id !== authorId) throw new ForbiddenError(ReviewMessages.notYours);
    if (review.revealed_at || now >= review.window_closes_at)
      throw new DomainError(409, ReviewMessages.revealed);
    const trade = await this.trades.find(review.trade_type, review.trade_id);
    if (!trade) throw new NotFoundError(ReviewMessages.tradeNotFound);
    this.checkTags(trade, authorId, input.tags);
    const changes = {
      rating: input.rating,
      text: input.text,
      tags: [...new Set(input.tags)],
      updated_at: now,
    };
    // Only while unrevealed: a reveal meanwhile (the other side wrote) wins, and the edit is refused.
    const { affected } = await this.db
      .getRepository(ReviewEntity)
      .update({ id, revealed_at: IsNull() }, changes);
    if (!affected) throw new DomainError(409, ReviewMessages.revealed);
    const edited = { ...review, ...changes };
    if (input.text !== review.text && (await this.moderation.screen(edited, authorId)))
      edited.held_at ??= now;
    return toOwnReview(edited);
  }

  /** POST reviews/{id}/reply: the reviewed member, once, on a published review. */
  async reply(memberId: number, id: number, text: string, now = new Date()): Promise<ReviewReply> {
    const review = await this.db.getRepository(ReviewEntity).findOneBy({ id });
    // An unpublished review about someone else does not exist for this member.
    if (!review || (review.subject_id !== memberId && !this.published(review))) {
      throw new NotFoundError(ReviewMessages.reviewNotFound);
    }
    if (review.subject_id !== memberId) throw new ForbiddenError(ReviewMessages.notAboutYou);
    if (!this.published(review)) throw new DomainError(409, ReviewMessages.notRevealed);
    const { affected } = await this.db
      .getRepository(ReviewEntity)
      .update({ id, reply: IsNull() }, { reply: text, replied_at: now });
    if (!affected) throw new DomainError(409, ReviewMessages.alreadyReplied);
    // Screened like the review's text, after the write (the review item's snapshot reads the reply).
    const hidden = await this.moderation.screenReply(id, memberId, text);
    return { review_id: id, text, created_at: now.toISOString(), hidden };
  }

  private published(review: ReviewEntity): boolean {
    return review.revealed_at !== null && review.held_at === null && review.author_held_at === null;
  }

  private checkTags(trade: Trade, authorId: number, tags: string[]): void {
    const allowed = REVIEW_TAGS[directionOf(trade, authorId)];
    if (tags.some((tag) => !allowed.includes(tag))) {
      throw new InvalidInputError({ tags: [ReviewMessages.tagNotAllowed] });
    }
  }
}
