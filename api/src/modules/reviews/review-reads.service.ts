import {
  type MemberReviews,
  type Page,
  type PendingReview,
  type PublicReview,
  REVIEW_RULES,
  REVIEW_TAGS,
  type RatingDetail,
  type RatingSummary,
  ReviewMessages,
  type StaffReviewRecord,
  type TopRatedCard,
  type UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { MemberDirectory } from '../members';
import { ReviewEntity } from './entities/review.entity';
import { counterpartOf, directionOf, ReviewTradesService, windowClosesAt } from './review-trades';
import { toOwnReview, toPublicReview, toStaffReview } from './reviews.mappers';

const DAY = 24 * 3_600_000;
/**
 * How far the top-rated list goes (and its total is counted): the best 200 members of a type, 20 pages of
 * ten. Counting costs one users row per member counted, so this bound is the count's price (decision 286).
 */
export const TOP_RATED_MAX = 200;

interface TotalsRow {
  member_id: number;
  reviews: number;
  rating_sum: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
}

export interface StaffReviewFilter {
  subject_id: number;
  author_id: number;
  trade_type: string;
  hidden: boolean;
}

/** The average to one decimal, null without reviews. */
export const averageOf = (count: number, sum: number): number | null =>
  count ? Math.round((sum / count) * 10) / 10 : null;

/**
 * Reading reviews: a member's rating and newest published reviews, ratings for lists (one primary-key read
 * per member from `review_totals`, never a count of reviews), the trades a member may still review, and
 * the console's list.
 */
@Injectable()
export class ReviewReadsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly members: MemberDirectory,
    private readonly trades: ReviewTradesService,
  ) {}

  /** Average and count per member, for cards and lists; members without reviews get {null, 0}. One query. */
  async ratingsOf(memberIds: readonly number[]): Promise<Map<number, RatingSummary>> {
    const ids = [...new Set(memberIds)];
    const ratings = new Map<number, RatingSummary>(ids.map((id) => [id, { average: null, count: 0 }]));
    if (!ids.length) return ratings;
    for (const row of await this.totals(ids)) {
      ratings.set(Number(row.member_id), {
        average: averageOf(Number(row.reviews), Number(row.rating_sum)),
        count: Number(row.reviews),
      });
    }
    return ratings;
  }

  /** GET users/{id}/reviews: the rating with its distribution and a page of published reviews, newest first. */
  async ofMember(memberId: number, paging: { page: number; per_page: number }): Promise<MemberReviews> {
    if (!(await this.members.exists(memberId))) throw new NotFoundError('User not found');
    const [[totals], rows] = await Promise.all([
      this.totals([memberId]),
      this.reviews.find({
        where: {
          subject_id: memberId,
          revealed_at: Not(IsNull()),
          held_at: IsNull(),
          author_held_at: IsNull(),
        },
        order: { revealed_at: 'DESC', id: 'DESC' },
        skip: (paging.page - 1) * paging.per_page,
        take: paging.per_page,
      }),
    ]);
    const cards = await this.members.cards(rows.flatMap((r) => (r.author_id ? [r.author_id] : [])));
    const reviews: PublicReview[] = rows.map((r) =>
      toPublicReview(r, r.author_id ? cards.get(r.author_id) : undefined),
    );
    return {
      rating: detailOf(totals),
      reviews: toPage(
        reviews,
        Number(totals?.reviews ?? 0),
        paging.page,
        paging.per_page,
      ) as Page<PublicReview>,
    };
  }

  /**
   * GET reviews/pending: the member's trades whose window is open and that they have not reviewed, or
   * reviewed and may still edit (not revealed), soonest deadline first.
   */
  async pending(memberId: number, now = new Date()): Promise<PendingReview[]> {
    const trades = await this.trades.concludedSince(
      memberId,
      new Date(now.getTime() - REVIEW_RULES.windowDays * DAY),
    );
    if (!trades.length) return [];
    const mine = await this.reviews.find({
      where: { author_id: memberId, trade_id: In(trades.map((t) => t.id)) },
    });
    const mineOf = new Map(mine.map((r) => [`${r.trade_type}:${r.trade_id}`, r]));
    const open = trades.filter((t) => !mineOf.get(`${t.type}:${t.id}`)?.revealed_at);
    const cards = await this.members.cards(open.map((t) => counterpartOf(t, memberId)!));
    return open
      .map((t): PendingReview => {
        const otherId = counterpartOf(t, memberId)!;
        const card = cards.get(otherId);
        const review = mineOf.get(`${t.type}:${t.id}`);
        return {
          trade_type: t.type,
          trade_id: t.id,
          title: t.title,
          other: { id: otherId, name: card?.full_name ?? '', photo: card?.profile_photo ?? null },
          traded_at: t.tradedAt!.toISOString(),
          window_closes_at: windowClosesAt(t.tradedAt!).toISOString(),
          tags: REVIEW_TAGS[directionOf(t, memberId)],
          review: review ? toOwnReview(review) : null,
        };
      })
      .sort((a, b) => a.window_closes_at.localeCompare(b.window_closes_at));
  }

  /**
   * GET reviews/top-rated: members of a type with at least one published review, best Bayesian score first
   * (decision 283), from the `review_totals` ranking index: one range read and primary-key lookups, whatever
   * the number of reviews. The total is counted up to TOP_RATED_MAX (the list is not paged further).
   */
  async topRated(type: UserType, paging: { page: number; per_page: number }): Promise<Page<TopRatedCard>> {
    // Who is listed: verified, not banned, not deleted (as the marketplace's directories list members).
    const listed = `FROM review_totals t JOIN users u ON u.id = t.member_id
      WHERE t.member_type = ? AND t.reviews > 0
        AND u.email_verified_at IS NOT NULL AND u.banned_at IS NULL AND u.deleted_at IS NULL`;
    const offset = (paging.page - 1) * paging.per_page;
    const [rows, counted]: [
      Array<{ member_id: number; reviews: number; rating_sum: number }>,
      Array<{ total: number }>,
    ] = await Promise.all([
      offset >= TOP_RATED_MAX
        ? Promise.resolve([])
        : this.reviews.query(
            `SELECT t.member_id, t.reviews, t.rating_sum ${listed}
               ORDER BY t.score DESC, t.member_id DESC LIMIT ? OFFSET ?`,
            [type, paging.per_page, offset],
          ),
      this.reviews.query(`SELECT COUNT(*) AS total FROM (SELECT 1 ${listed} LIMIT ?) capped`, [
        type,
        TOP_RATED_MAX,
      ]),
    ]);
    const cards = await this.members.directoryCards(rows.map((r) => Number(r.member_id)));
    const data = rows.flatMap((row): TopRatedCard[] => {
      const card = cards.get(Number(row.member_id));
      if (!card) return [];
      return [
        {
          id: card.id,
          name: card.full_name,
          business_name: card.business_name,
          photo: card.profile_photo,
          city: card.city,
          state: card.state,
          user_type: card.user_type,
          user_type_text: card.user_type_text,
          blue_tick: card.blue_tick,
          rating: {
            average: averageOf(Number(row.reviews), Number(row.rating_sum)),
            count: Number(row.reviews),
          },
        },
      ];
    });
    return toPage(data, Number(counted[0]?.total ?? 0), paging.page, paging.per_page);
  }

  /** admin-api/reviews: every review, published or not, with filters. */
  async staffList(query: ListQuery<Partial<StaffReviewFilter>>): Promise<[StaffReviewRecord[], number]> {
    const qb = this.reviews.createQueryBuilder('r');
    const f = query.filter;
    if (f.subject_id !== undefined) qb.andWhere('r.subject_id = :subject', { subject: Number(f.subject_id) });
    if (f.author_id !== undefined) qb.andWhere('r.author_id = :author', { author: Number(f.author_id) });
    if (f.trade_type !== undefined) qb.andWhere('r.trade_type = :type', { type: String(f.trade_type) });
    if (f.hidden !== undefined) {
      // ra-data-simple-rest sends the filter as JSON (a boolean); a hand-made URL may say "true".
      qb.andWhere(
        f.hidden === true || String(f.hidden) === 'true'
          ? '(r.held_at IS NOT NULL OR r.author_held_at IS NOT NULL)'
          : 'r.held_at IS NULL AND r.author_held_at IS NULL',
      );
    }
    const [rows, total] = await qb
      .orderBy(`r.${query.sort.field}`, query.sort.order)
      .addOrderBy('r.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return [rows.map(toStaffReview), total];
  }

  async staffGet(id: number): Promise<StaffReviewRecord> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw new NotFoundError(ReviewMessages.reviewNotFound);
    return toStaffReview(review);
  }

  private totals(ids: number[]): Promise<TotalsRow[]> {
    return this.reviews.query('SELECT * FROM review_totals WHERE member_id IN (?)', [ids]);
  }
}

function detailOf(row: TotalsRow | undefined): RatingDetail {
  const n = (v: number | undefined) => Number(v ?? 0);
  return {
    average: averageOf(n(row?.reviews), n(row?.rating_sum)),
    count: n(row?.reviews),
    distribution: {
      '1': n(row?.stars_1),
      '2': n(row?.stars_2),
      '3': n(row?.stars_3),
      '4': n(row?.stars_4),
      '5': n(row?.stars_5),
    },
  };
}
