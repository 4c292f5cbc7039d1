import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffDashboard, StaffRole } from '@app/contracts';
import type { DataSource } from 'typeorm';
import { ReviewViewsService } from '../moderation';
import { QueueHandlesService } from './queue-handles';

/** Days the charts cover, today included. */
export const DASHBOARD_DAYS = 30;
/** Counts stop here: the dashboard says "10000+" rather than count a runaway table. */
const COUNT_CAP = 10_000;

export interface DayCount {
  day: string;
  count: number;
}
export interface RevenueDay {
  day: string;
  elite_minor: number;
  bluetick_minor: number;
}
export interface QueueCounts {
  queue: string;
  waiting: number | null;
  active: number | null;
  failed: number | null;
}

/** What one role's dashboard shows; a section the role may not see is absent, not empty. */
export interface Dashboard {
  role: StaffRole;
  days: string[];
  moderation?: {
    open: number;
    overdue: number;
    child_safety_open: number;
    escalations_open: number;
    appeals_open: number;
    bluetick_pending: number;
  };
  signups?: DayCount[];
  revenue?: Array<{ currency: string; days: RevenueDay[] }>;
  queues?: QueueCounts[];
}

const MODERATION: readonly StaffRole[] = ['moderator', 'superadmin'];
const FINANCE: readonly StaffRole[] = ['finance', 'superadmin'];

/** The 30 days (UTC, oldest first) ending today, as YYYY-MM-DD. */
export function lastDays(now: Date, count = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The console's first screen (docs/decisions/162): each role gets what it needs first and nothing else.
 * Every query is bounded: counts are capped, and the charts read 30 days through an index on the date
 * (users.created_at, payments (status, paid_at)), never the whole table.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewViewsService,
    private readonly queues: QueueHandlesService,
  ) {}

  async forRole(role: StaffRole, now = new Date()): Promise<Dashboard & StaffDashboard> {
    const days = lastDays(now);
    const since = new Date(`${days[0]}T00:00:00.000Z`);
    const [moderation, signups, revenue, queues] = await Promise.all([
      MODERATION.includes(role) ? this.moderation() : undefined,
      this.signups(days, since),
      FINANCE.includes(role) ? this.revenue(days, since) : undefined,
      role === 'superadmin' ? this.queueCounts() : undefined,
    ]);
    return {
      role,
      days,
      ...(moderation && { moderation }),
      signups,
      ...(revenue && { revenue }),
      ...(queues && { queues }),
    };
  }

  private async moderation(): Promise<NonNullable<Dashboard['moderation']>> {
    const [stats, pending] = await Promise.all([
      this.reviews.stats(),
      this.db.query(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM bluetick_requests WHERE status = 'under review' LIMIT ${COUNT_CAP}) c`,
      ) as Promise<Array<{ n: string | number }>>,
    ]);
    return { ...stats, bluetick_pending: Number(pending[0]?.n ?? 0) };
  }

  /** New accounts per day (ix_users_created). */
  private async signups(days: string[], since: Date): Promise<DayCount[]> {
    const rows: Array<{ day: unknown; n: string | number }> = await this.db.query(
      'SELECT DATE(created_at) AS day, COUNT(*) AS n FROM users WHERE created_at >= ? GROUP BY DATE(created_at)',
      [since],
    );
    const byDay = new Map(rows.map((r) => [dayOf(r.day), Number(r.n)]));
    return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  }

  /** Paid amounts per day, purpose and currency (ix_payments_paid: status, paid_at). */
  private async revenue(days: string[], since: Date): Promise<NonNullable<Dashboard['revenue']>> {
    const rows: Array<{ day: unknown; purpose: string; currency: string; total: string | number }> =
      await this.db.query(
        `SELECT DATE(paid_at) AS day, purpose, currency, SUM(amount_minor) AS total
           FROM payments WHERE status = 'paid' AND paid_at >= ?
          GROUP BY DATE(paid_at), purpose, currency`,
        [since],
      );
    const currencies = [...new Set(['INR', ...rows.map((r) => r.currency)])].sort((a, b) =>
      a === 'INR' ? -1 : b === 'INR' ? 1 : a.localeCompare(b),
    );
    return currencies.map((currency) => ({
      currency,
      days: days.map((day) => {
        const of = (purpose: string) =>
          rows
            .filter((r) => r.currency === currency && r.purpose === purpose && dayOf(r.day) === day)
            .reduce((sum, r) => sum + Number(r.total), 0);
        return { day, elite_minor: of('elite'), bluetick_minor: of('bluetick') };
      }),
    }));
  }

  /** Job counts of every queue; a queue Redis cannot answer for shows no numbers rather than failing the page. */
  private async queueCounts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.queues.all().map(async ([name, queue]) => {
        try {
          const counts = await queue.getJobCounts('waiting', 'active', 'failed');
          return {
            queue: name,
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            failed: counts.failed ?? 0,
          };
        } catch {
          return { queue: name, waiting: null, active: null, failed: null };
        }
      }),
    );
  }
}
