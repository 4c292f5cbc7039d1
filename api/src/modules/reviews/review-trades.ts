import { REVIEW_RULES, type ReviewDirection, type ReviewTradeType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

const DAY = 24 * 3_600_000;

/** A trade as reviews see it: its two sides, when it was concluded, and what it was about. */
export interface Trade {
  type: ReviewTradeType;
  id: number;
  /** The requirement's or job's owner. */
  ownerId: number;
  /** The quoting vendor or the applying professional. */
  otherId: number;
  /** The award or the hire; null while the quote is not awarded or the applicant not hired. */
  tradedAt: Date | null;
  title: string;
}

interface TradeRow {
  id: number;
  owner_id: number;
  other_id: number;
  traded_at: Date | null;
  title: string;
}

/**
 * The marketplace's trades, read by plain SQL on its tables (issue 33: the marketplace services are being
 * reorganised in parallel, so reviews depend on their columns, not their classes). An awarded quote is the
 * quote a requirement's `accepted_quote_id` names, concluded at `accepted_at`; a hire is an application in
 * status 'hired' (a final status), concluded at `status_changed_at`.
 */
const TRADE_SQL: Record<ReviewTradeType, string> = {
  quote: `SELECT q.id, r.user_id AS owner_id, q.vendor_id AS other_id,
            IF(r.accepted_quote_id = q.id, r.accepted_at, NULL) AS traded_at, r.title
          FROM requirement_quotes q JOIN requirements r ON r.id = q.requirement_id WHERE q.id = ?`,
  hire: `SELECT a.id, a.owner_id, a.applicant_id AS other_id,
           IF(a.status = 'hired', a.status_changed_at, NULL) AS traded_at, j.title
         FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ?`,
};

/**
 * A member's concluded trades since a time, both sides: as owner (by the listing's owner column) and as
 * vendor or professional (by theirs), each branch through its own index.
 */
const MINE_SQL = `
  SELECT 'quote' AS type, q.id, r.user_id AS owner_id, q.vendor_id AS other_id, r.accepted_at AS traded_at, r.title
    FROM requirements r JOIN requirement_quotes q ON q.id = r.accepted_quote_id
    WHERE r.user_id = ? AND r.accepted_at > ?
  UNION ALL
  SELECT 'quote', q.id, r.user_id, q.vendor_id, r.accepted_at, r.title
    FROM requirement_quotes q JOIN requirements r ON r.id = q.requirement_id AND r.accepted_quote_id = q.id
    WHERE q.vendor_id = ? AND r.accepted_at > ?
  UNION ALL
  SELECT 'hire', a.id, a.owner_id, a.applicant_id, a.status_changed_at, j.title
    FROM job_applications a JOIN jobs j ON j.id = a.job_id
    WHERE a.owner_id = ? AND a.status = 'hired' AND a.status_changed_at > ?
  UNION ALL
  SELECT 'hire', a.id, a.owner_id, a.applicant_id, a.status_changed_at, j.title
    FROM job_applications a JOIN jobs j ON j.id = a.job_id
    WHERE a.applicant_id = ? AND a.status = 'hired' AND a.status_changed_at > ?
  ORDER BY traded_at DESC
  LIMIT ?`;

/** Trades concluded in a time range (the reminders' hour), both kinds, by the indexes of migration 1795504100000. */
const BETWEEN_SQL = `
  SELECT 'quote' AS type, q.id, r.user_id AS owner_id, q.vendor_id AS other_id, r.accepted_at AS traded_at, r.title
    FROM requirements r JOIN requirement_quotes q ON q.id = r.accepted_quote_id
    WHERE r.accepted_at > ? AND r.accepted_at <= ?
  UNION ALL
  SELECT 'hire', a.id, a.owner_id, a.applicant_id, a.status_changed_at, j.title
    FROM job_applications a JOIN jobs j ON j.id = a.job_id
    WHERE a.status = 'hired' AND a.status_changed_at > ? AND a.status_changed_at <= ?`;

/** Trades listed as pending at most (a member with more reviews them as they come). */
const PENDING_MAX = 100;

/** When a trade's review window closes. */
export const windowClosesAt = (tradedAt: Date) =>
  new Date(tradedAt.getTime() + REVIEW_RULES.windowDays * DAY);

/** Which way a review goes, by its author's side of the trade. */
export function directionOf(trade: Trade, authorId: number): ReviewDirection {
  const byOwner = trade.ownerId === authorId;
  if (trade.type === 'quote') return byOwner ? 'owner_to_vendor' : 'vendor_to_owner';
  return byOwner ? 'owner_to_professional' : 'professional_to_owner';
}

/** The other side of the trade from `memberId`'s, or null when the member is not a party. */
export function counterpartOf(trade: Trade, memberId: number): number | null {
  if (trade.ownerId === memberId) return trade.otherId;
  if (trade.otherId === memberId) return trade.ownerId;
  return null;
}

@Injectable()
export class ReviewTradesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The trade, or null when there is none. Inside a transaction (`em`) its row is locked, so the two sides
   * writing at the same moment take turns and the second one sees the first's review (the reveal).
   */
  async find(type: ReviewTradeType, id: number, em?: EntityManager): Promise<Trade | null> {
    const sql = em ? `${TRADE_SQL[type]} FOR UPDATE` : TRADE_SQL[type];
    const [row]: TradeRow[] = await (em ?? this.db).query(sql, [id]);
    return row ? toTrade(type, row) : null;
  }

  /** The member's trades concluded after `since`, newest first. */
  async concludedSince(memberId: number, since: Date): Promise<Trade[]> {
    const rows: Array<TradeRow & { type: ReviewTradeType }> = await this.db.query(MINE_SQL, [
      ...[memberId, since, memberId, since, memberId, since, memberId, since],
      PENDING_MAX,
    ]);
    return rows.map((row) => toTrade(row.type, row));
  }

  /** Trades concluded after `from` and at or before `to`. */
  async concludedBetween(from: Date, to: Date): Promise<Trade[]> {
    const rows: Array<TradeRow & { type: ReviewTradeType }> = await this.db.query(BETWEEN_SQL, [
      from,
      to,
      from,
      to,
    ]);
    return rows.map((row) => toTrade(row.type, row));
  }
}

function toTrade(type: ReviewTradeType, row: TradeRow): Trade {
  return {
    type,
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    otherId: Number(row.other_id),
    tradedAt: row.traded_at ? new Date(row.traded_at) : null,
    title: row.title,
  };
}
