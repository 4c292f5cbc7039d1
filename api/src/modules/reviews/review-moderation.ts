import { REVIEW_TAG_TEXT } from '@app/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { MemberAdminService } from '../members';
import { ModerationService, type SubjectSnapshot } from '../moderation';
import { ReviewEntity } from './entities/review.entity';
import { ReviewTradesService } from './review-trades';

/**
 * Reviews as a moderation subject (issue 33), as listings are (decision 013): members report them, staff
 * hold, release and hide them through the review queue, watched words hold a review when it is written or
 * edited, and a ban hides the banned member's reviews while it lasts. An account deletion does not: the
 * reviews stay, signed "Deleted member" (decision 280). Replies are screened, reported and held the same
 * way, as a subject of their own with their own hold (decision 285).
 */
@Injectable()
export class ReviewModerationService implements OnModuleInit {
  private readonly logger = new Logger(ReviewModerationService.name);

  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly moderation: ModerationService,
    private readonly members: MemberAdminService,
    private readonly trades: ReviewTradesService,
  ) {}

  onModuleInit() {
    this.moderation.registerSubject('review', {
      authorOf: async (id) =>
        (await this.reviews.findOne({ select: { author_id: true }, where: { id } }))?.author_id ?? null,
      hold: async (id) => {
        await this.reviews.update({ id, held_at: IsNull() }, { held_at: new Date() });
      },
      release: async (id) => {
        await this.reviews.update({ id, held_at: Not(IsNull()) }, { held_at: null, hidden_reason: null });
      },
      snapshot: (id) => this.snapshot(id),
      holdAllBy: async (authorId, at) => {
        // Called for bans and for account deletions alike; only a ban hides the reviews.
        if (!(await this.members.get(authorId))?.banned_at) return;
        await this.reviews.update({ author_id: authorId, author_held_at: IsNull() }, { author_held_at: at });
      },
      releaseAllBy: async (authorId, at) => {
        await this.reviews.update({ author_id: authorId, author_held_at: at }, { author_held_at: null });
      },
    });
    // A reply is a subject of its own (decision 285), named by its review's id and written by the review's
    // subject: holding it hides the reply only, never the review it answers.
    this.moderation.registerSubject('review_reply', {
      authorOf: async (id) =>
        (
          await this.reviews.findOne({
            select: { subject_id: true },
            where: { id, reply: Not(IsNull()) },
          })
        )?.subject_id ?? null,
      hold: async (id) => {
        await this.reviews.update({ id, reply_held_at: IsNull() }, { reply_held_at: new Date() });
      },
      release: async (id) => {
        await this.reviews.update({ id, reply_held_at: Not(IsNull()) }, { reply_held_at: null });
      },
      snapshot: (id) => this.replySnapshot(id),
      holdAllBy: async (authorId, at) => {
        if (!(await this.members.get(authorId))?.banned_at) return;
        await this.reviews.update(
          { subject_id: authorId, reply: Not(IsNull()), reply_held_at: IsNull() },
          { reply_held_at: at },
        );
      },
      releaseAllBy: async (authorId, at) => {
        await this.reviews.update({ subject_id: authorId, reply_held_at: at }, { reply_held_at: null });
      },
    });
  }

  /** Screens a new or edited review's text; true when it is held (fails closed, as listings do). */
  async screen(review: ReviewEntity, authorId: number): Promise<boolean> {
    let hold: boolean;
    try {
      hold = (
        await this.moderation.screenText({
          subject: 'review',
          subjectId: review.id,
          authorId,
          text: review.text,
        })
      ).hold;
    } catch (error) {
      this.logger.error({ msg: 'screening failed; review held', id: review.id, error: String(error) });
      hold = true;
    }
    if (hold) await this.reviews.update({ id: review.id, held_at: IsNull() }, { held_at: new Date() });
    return hold;
  }

  /**
   * Screens a reply as a review's text is screened; true when it is held. Fails closed: a reply that could
   * not be screened waits for staff rather than showing unscreened.
   */
  async screenReply(reviewId: number, authorId: number, text: string): Promise<boolean> {
    let hold: boolean;
    try {
      hold = (
        await this.moderation.screenText({ subject: 'review_reply', subjectId: reviewId, authorId, text })
      ).hold;
    } catch (error) {
      this.logger.error({ msg: 'screening failed; reply held', id: reviewId, error: String(error) });
      hold = true;
    }
    if (hold) {
      await this.reviews.update({ id: reviewId, reply_held_at: IsNull() }, { reply_held_at: new Date() });
    }
    return hold;
  }

  /** The review with its trade as context, for the evidence of a review item. */
  private async snapshot(id: number): Promise<SubjectSnapshot | null> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) return null;
    const tags = review.tags.map((tag) => REVIEW_TAG_TEXT[tag] ?? tag).join(', ');
    return {
      title: `${review.rating}★ review of member #${review.subject_id}`,
      description: [review.text, tags && `Tags: ${tags}`, `Trade: ${await this.tradeContext(review)}`]
        .filter(Boolean)
        .join('\n'),
      body: review.reply ? `Reply: ${review.reply}` : null,
      images: [],
      created_at: review.created_at.toISOString(),
      created_ip: null,
    };
  }

  /** A reply, with the review it answers and that review's trade as context. */
  private async replySnapshot(id: number): Promise<SubjectSnapshot | null> {
    const review = await this.reviews.findOneBy({ id });
    if (!review?.reply) return null;
    return {
      title: `Reply by member #${review.subject_id} to a ${review.rating}★ review`,
      description: review.reply,
      body: [`Review #${review.id}: ${review.text}`, `Trade: ${await this.tradeContext(review)}`].join('\n'),
      images: [],
      created_at: (review.replied_at ?? review.created_at).toISOString(),
      created_ip: null,
    };
  }

  private async tradeContext(review: ReviewEntity): Promise<string> {
    const trade = await this.trades.find(review.trade_type, review.trade_id);
    const what = review.trade_type === 'quote' ? 'awarded quote' : 'hire';
    return trade
      ? `${what} #${trade.id} on “${trade.title}” between owner #${trade.ownerId} and member #${trade.otherId}, concluded ${trade.tradedAt?.toISOString() ?? 'never'}`
      : `${what} #${review.trade_id} (no longer listed)`;
  }
}
