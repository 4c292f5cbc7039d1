import { SAVED_SEARCH_LIMITS } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SavedSearchMailTexts } from './saved-search-mails';
import { MailService } from '../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { ListingFactsService } from '../marketplace';
import { MemberDirectory } from '../members';
import { NotificationPreferencesService } from '../notifications';
import { SAVED_SEARCH_MAIL } from './saved-search-alerts';
import { SavedSearchUnsubscribeLinksService } from './saved-search-unsubscribe';

export const SAVED_SEARCH_DIGEST_TASK = 'saved-searches-digests';
/** Digests go from this hour (UTC): 03:00 UTC is 08:30 in India, the hour of the lead digest (decision 302). */
export const SAVED_SEARCH_DIGEST_HOUR_UTC = 3;
/** Members mailed per round (one read of their hits in the window, one round trip of mails). */
export const DIGEST_BATCH = 500;

export type DigestPeriod = 'daily' | 'weekly';

interface WaitingHit {
  id: number;
  user_id: number;
  saved_search_id: number;
  subject: 'requirement' | 'job' | 'franchise' | 'restaurant_sale';
  listing_id: number;
  title: string;
}

/** A run of a digest: the window of hit ids it mails and how far it got. */
interface DigestRun {
  period_key: string;
  from_hit_id: number | string;
  up_to_hit_id: number | string;
  after_user_id: number;
}

/**
 * Hits written this recently wait for the next digest: an insert still running when a digest starts may
 * hold ids below the highest one written, and a window closed above them would pass them over.
 */
export const DIGEST_SETTLE_MS = 60_000;

/**
 * The daily and weekly saved-search mails (decisions 352 and 370), scheduled as the lead digest is (an
 * hourly maintenance task that does nothing before 03:00 UTC): the day's digest on the first run of the day
 * from then, the week's on the first run from Monday 03:00. Each run of a period mails the hits of that
 * period in a window of hit ids that starts where the period's last run ended (a watermark in
 * `saved_search_digest_runs`), so a hit goes in exactly one digest and no hit row is ever rewritten; the
 * run writes how far it got after each batch, so a worker that died half-way resumes with the next member,
 * and a worker that was down catches up at its next run. Each member's mail is built from their own hits in
 * the window (written when each listing became visible), never by reading the listings per member.
 */
@Injectable()
export class SavedSearchDigestService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly listings: ListingFactsService,
    private readonly members: MemberDirectory,
    private readonly preferences: NotificationPreferencesService,
    private readonly links: SavedSearchUnsubscribeLinksService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit() {
    this.tasks.register({ name: SAVED_SEARCH_DIGEST_TASK, everyMs: 3_600_000, run: (now) => this.run(now) });
  }

  async run(now: Date = new Date()): Promise<{ daily: number; weekly: number }> {
    const out = { daily: 0, weekly: 0 };
    if (now.getUTCHours() < SAVED_SEARCH_DIGEST_HOUR_UTC) return out;
    const day = now.toISOString().slice(0, 10);
    const monday = new Date(now);
    monday.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
    const week = monday.toISOString().slice(0, 10);
    if (!(await this.done('daily', day))) out.daily = await this.send('daily', day, now);
    if (!(await this.done('weekly', week))) out.weekly = await this.send('weekly', week, now);
    return out;
  }

  private async done(period: DigestPeriod, key: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM saved_search_digest_runs
        WHERE period = ? AND period_key = ? AND finished_at IS NOT NULL`,
      [period, key],
    );
    return rows.length > 0;
  }

  /**
   * Sends the digest of this period and key (the day, or the week's Monday): first the rest of any run of
   * the period that died half-way, then this one's window, up to the hits written before `now` less the
   * settling time. Answers how many mails were queued.
   */
  async send(period: DigestPeriod, key: string, now: Date = new Date()): Promise<number> {
    let mails = 0;
    const unfinished: DigestRun[] = await this.db.query(
      `SELECT DATE_FORMAT(period_key, '%Y-%m-%d') AS period_key, from_hit_id, up_to_hit_id, after_user_id FROM saved_search_digest_runs
        WHERE period = ? AND finished_at IS NULL ORDER BY up_to_hit_id`,
      [period],
    );
    for (const run of unfinished) mails += await this.walk(period, run);
    if (unfinished.some((run) => run.period_key === key) || (await this.done(period, key))) return mails;

    const [{ from }]: Array<{ from: number | string | null }> = await this.db.query(
      'SELECT MAX(up_to_hit_id) AS `from` FROM saved_search_digest_runs WHERE period = ?',
      [period],
    );
    // The newest hit written before the cut: the primary key read backwards from the end, a few rows.
    const [last]: Array<{ id: number | string }> = await this.db.query(
      'SELECT id FROM saved_search_hits WHERE created_at <= ? ORDER BY id DESC LIMIT 1',
      [new Date(now.getTime() - DIGEST_SETTLE_MS)],
    );
    const run: DigestRun = {
      period_key: key,
      from_hit_id: Number(from ?? 0),
      up_to_hit_id: Math.max(Number(from ?? 0), Number(last?.id ?? 0)),
      after_user_id: 0,
    };
    const started: { affectedRows: number } = await this.db.query(
      `INSERT IGNORE INTO saved_search_digest_runs (period, period_key, from_hit_id, up_to_hit_id, mails)
       VALUES (?, ?, ?, ?, 0)`,
      [period, key, run.from_hit_id, run.up_to_hit_id],
    );
    if (!started.affectedRows) return mails;
    return mails + (await this.walk(period, run));
  }

  /** The saved searches of these members whose alerts were turned off (one read of their index range). */
  private async alertsOffAmong(memberIds: readonly number[]): Promise<Set<number>> {
    const rows: Array<{ id: number }> = await this.db.query(
      'SELECT id FROM saved_searches WHERE user_id IN (?) AND alerts_off_at IS NOT NULL',
      [memberIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Mails the members of a run's window, a batch at a time from where it got; marks it finished. */
  private async walk(period: DigestPeriod, run: DigestRun): Promise<number> {
    const key = run.period_key;
    const from = Number(run.from_hit_id);
    const upTo = Number(run.up_to_hit_id);
    // The window's members, from its own range of the `(in_digest, id, user_id)` index: older hits unread.
    const rows: Array<{ user_id: number }> = await this.db.query(
      `SELECT DISTINCT user_id FROM saved_search_hits
        WHERE in_digest = ? AND id > ? AND id <= ? AND user_id > ?`,
      [period, from, upTo, run.after_user_id],
    );
    const memberIds = rows.map((row) => row.user_id).sort((a, b) => a - b);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    let mails = 0;
    for (let at = 0; at < memberIds.length; at += DIGEST_BATCH) {
      const ids = memberIds.slice(at, at + DIGEST_BATCH);
      const hits: WaitingHit[] = await this.db.query(
        `SELECT id, user_id, saved_search_id, subject, listing_id, title FROM saved_search_hits
          WHERE in_digest = ? AND user_id IN (?) AND id > ? AND id <= ? ORDER BY user_id, id DESC`,
        [period, ids, from, upTo],
      );
      const [facts, off, found, silenced] = await Promise.all([
        this.members.factsOf(ids),
        this.preferences.mailOffAmong(ids, SAVED_SEARCH_MAIL),
        this.listings.stillFound(hits.map((hit) => ({ subject: hit.subject, id: hit.listing_id }))),
        this.alertsOffAmong(ids),
      ]);
      const byMember = new Map<number, WaitingHit[]>();
      for (const hit of hits) {
        // The same listing through two of the member's searches is named once; a search unsubscribed
        // since its hit was written names nothing (decision 372).
        const mine = byMember.get(hit.user_id) ?? [];
        if (
          found.has(`${hit.subject}:${hit.listing_id}`) &&
          !silenced.has(hit.saved_search_id) &&
          !mine.some((h) => sameListing(h, hit))
        )
          mine.push(hit);
        byMember.set(hit.user_id, mine);
      }
      const batch: Array<Parameters<MailService['sendMany']>[0][number]> = [];
      for (const [memberId, mine] of byMember) {
        const member = facts.get(memberId);
        if (!member || member.banned || off.has(memberId) || !mine.length) continue;
        const shown = mine.slice(0, SAVED_SEARCH_LIMITS.itemsPerMail);
        const more = mine.length - shown.length;
        batch.push({
          to: { email: member.email, language: member.language },
          template: 'notice',
          data: SavedSearchMailTexts[member.language].digest(
            period,
            member.first_name,
            mine.length,
            shown.map(
              (hit) =>
                `${hit.title.slice(0, 120)}: ${site}${this.listings.pathOf(hit.subject, hit.listing_id)}`,
            ),
            more,
            site,
          ),
          dedupeKey: `saved-search-${period}-${memberId}-${key}`,
          // Its one-click unsubscribe turns off the searches this digest names (decision 372).
          headers: this.links.headers(memberId, [...new Set(mine.map((hit) => hit.saved_search_id))]),
        });
      }
      // One round trip for the batch's mails; their job ids keep a batch mailed again (a run resumed) once.
      await this.mail.sendMany(batch);
      mails += batch.length;
      await this.db.query(
        `UPDATE saved_search_digest_runs SET after_user_id = ?, mails = mails + ?
          WHERE period = ? AND period_key = ?`,
        [ids[ids.length - 1], batch.length, period, key],
      );
    }
    await this.db.query(
      'UPDATE saved_search_digest_runs SET finished_at = NOW(3) WHERE period = ? AND period_key = ?',
      [period, key],
    );
    return mails;
  }
}

const sameListing = (a: WaitingHit, b: WaitingHit) =>
  a.subject === b.subject && a.listing_id === b.listing_id;
