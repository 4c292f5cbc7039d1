import { SAVED_SEARCH_LIMITS } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SavedSearchMailTexts } from './saved-search-mails';
import { MailService } from '../../core/mail/mail.service';
import { MaintenanceTasks } from '../../core/maintenance/maintenance-tasks';
import { ListingFacts } from '../marketplace';
import { MemberDirectory } from '../members';
import { NotificationPreferencesService, UnsubscribeLinks } from '../notifications';
import { SAVED_SEARCH_MAIL } from './saved-search-alerts';

export const SAVED_SEARCH_DIGEST_TASK = 'saved-searches-digests';
/** Digests go from this hour (UTC): 03:00 UTC is 08:30 in India, the hour of the lead digest (decision 302). */
export const SAVED_SEARCH_DIGEST_HOUR_UTC = 3;
/** Members mailed per round (one read of their waiting hits, one update). */
export const DIGEST_BATCH = 500;

export type DigestPeriod = 'daily' | 'weekly';

interface WaitingHit {
  id: number;
  user_id: number;
  subject: 'requirement' | 'job' | 'franchise' | 'restaurant_sale';
  listing_id: number;
  title: string;
}

/**
 * The daily and weekly saved-search mails (decision 352), scheduled as the lead digest is (an hourly
 * maintenance task that does nothing before 03:00 UTC): the day's digest on the first run of the day from
 * then, the week's on the first run from Monday 03:00. A digest sent is written in
 * `saved_search_digest_runs`, so it goes once per day or week, and a worker that was down catches up at
 * its next run. Members are walked in the hits' `(in_digest, user_id, id)` index, a batch at a time; each
 * member's mail is built from their own waiting hits (written when each listing became visible), never by
 * reading the listings per member.
 */
@Injectable()
export class SavedSearchDigest implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly listings: ListingFacts,
    private readonly members: MemberDirectory,
    private readonly preferences: NotificationPreferencesService,
    private readonly links: UnsubscribeLinks,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasks,
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
    if (!(await this.done('daily', day))) out.daily = await this.send('daily', day);
    if (!(await this.done('weekly', week))) out.weekly = await this.send('weekly', week);
    return out;
  }

  private async done(period: DigestPeriod, key: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM saved_search_digest_runs WHERE period = ? AND period_key = ?',
      [period, key],
    );
    return rows.length > 0;
  }

  /** Mails every member with hits waiting for this digest (those written before it started); answers how many. */
  async send(period: DigestPeriod, key: string): Promise<number> {
    const [{ last }]: Array<{ last: number | null }> = await this.db.query(
      'SELECT MAX(id) AS last FROM saved_search_hits',
    );
    const upTo = Number(last ?? 0);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    let after = 0;
    let mails = 0;
    for (;;) {
      const users: Array<{ user_id: number }> = await this.db.query(
        `SELECT DISTINCT user_id FROM saved_search_hits
          WHERE in_digest = ? AND user_id > ? ORDER BY user_id LIMIT ${DIGEST_BATCH}`,
        [period, after],
      );
      if (!users.length) break;
      after = users[users.length - 1]!.user_id;
      const ids = users.map((row) => row.user_id);
      const hits: WaitingHit[] = await this.db.query(
        `SELECT id, user_id, subject, listing_id, title FROM saved_search_hits
          WHERE in_digest = ? AND user_id IN (?) AND id <= ? ORDER BY user_id, id DESC`,
        [period, ids, upTo],
      );
      const [facts, off, found] = await Promise.all([
        this.members.factsOf(ids),
        this.preferences.mailOffAmong(ids, SAVED_SEARCH_MAIL),
        this.listings.stillFound(hits.map((hit) => ({ subject: hit.subject, id: hit.listing_id }))),
      ]);
      const byMember = new Map<number, WaitingHit[]>();
      for (const hit of hits) {
        // The same listing through two of the member's searches is named once.
        const mine = byMember.get(hit.user_id) ?? [];
        if (found.has(`${hit.subject}:${hit.listing_id}`) && !mine.some((h) => sameListing(h, hit)))
          mine.push(hit);
        byMember.set(hit.user_id, mine);
      }
      const sends: Array<Promise<void>> = [];
      for (const [memberId, mine] of byMember) {
        const member = facts.get(memberId);
        if (!member || member.banned || off.has(memberId) || !mine.length) continue;
        const shown = mine.slice(0, SAVED_SEARCH_LIMITS.itemsPerMail);
        const more = mine.length - shown.length;
        sends.push(
          this.mail.send(
            { email: member.email, language: member.language },
            'notice',
            SavedSearchMailTexts[member.language].digest(
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
            `saved-search-${period}-${memberId}-${key}`,
            undefined,
            undefined,
            this.links.headers(memberId, SAVED_SEARCH_MAIL),
          ),
        );
      }
      await Promise.all(sends);
      mails += sends.length;
      await this.db.query(
        `UPDATE saved_search_hits SET in_digest = NULL, notified_at = ?
          WHERE in_digest = ? AND user_id IN (?) AND id <= ?`,
        [new Date(), period, ids, upTo],
      );
      if (users.length < DIGEST_BATCH) break;
    }
    await this.db.query(
      'INSERT IGNORE INTO saved_search_digest_runs (period, period_key, mails) VALUES (?, ?, ?)',
      [period, key, mails],
    );
    return mails;
  }
}

const sameListing = (a: WaitingHit, b: WaitingHit) =>
  a.subject === b.subject && a.listing_id === b.listing_id;
