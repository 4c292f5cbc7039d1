import type { MarketplaceSubjectType } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { DomainError, ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { MailService } from '../../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';
import { MemberDirectory } from '../../members';
import { MarketplaceErrors } from '../marketplace.errors';
import { ListingModerationService } from './listing-moderation';

export const EXPIRY_TASK = 'listings-expiry';
/** The owner is mailed this long before their listing expires (once per period). */
export const EXPIRY_WARNING_MS = 3 * 24 * 3_600_000;
const BATCH = 200;
const DAY_MS = 24 * 3_600_000;

/** Each kind's table, the setting of its lifetime, its title column, and the owner's page of it. */
const KINDS: Record<
  MarketplaceSubjectType,
  {
    table: string;
    days: (config: AppConfig) => number;
    title: string;
    page: string;
    notFound: string;
    noun: string;
    /** The same in Hindi (decision 391): the owner's language picks the mail's. */
    nounHi: string;
  }
> = {
  requirement: {
    table: 'requirements',
    days: (c) => c.LISTING_DAYS_REQUIREMENT,
    title: 'title',
    page: '/ShowRequirment',
    notFound: MarketplaceErrors.requirementNotFound,
    noun: 'requirement',
    nounHi: 'ज़रूरत',
  },
  job: {
    table: 'jobs',
    days: (c) => c.LISTING_DAYS_JOB,
    title: 'title',
    page: '/CreateJob',
    notFound: MarketplaceErrors.jobNotFound,
    noun: 'job',
    nounHi: 'नौकरी की लिस्टिंग',
  },
  franchise: {
    table: 'franchise_offers',
    days: (c) => c.LISTING_DAYS_FRANCHISE,
    title: 'brand_name',
    page: '/Franchisee',
    notFound: MarketplaceErrors.franchiseNotFound,
    noun: 'franchise offer',
    nounHi: 'फ़्रैंचाइज़ ऑफ़र',
  },
  restaurant_sale: {
    table: 'restaurant_sales',
    days: (c) => c.LISTING_DAYS_SALE,
    title: "COALESCE(restaurant_type_other, 'restaurant')",
    page: '/SellRest',
    notFound: MarketplaceErrors.saleNotFound,
    noun: 'restaurant for sale',
    nounHi: 'रेस्टोरेंट बिक्री की लिस्टिंग',
  },
};

/**
 * The life cycle of listings (decision 348): a listing lives its kind's days (settings) from posting or
 * renewal; its owner is mailed once 3 days before; then it expires: it leaves the feeds, search and the
 * totals (the triggers read `expired_at`) and stops being routed, but stays in its owner's lists with a
 * Renew button, its quotes and applications kept. One hourly maintenance task does it for every kind.
 */
@Injectable()
export class ListingExpiryService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly members: MemberDirectory,
    private readonly tasks: MaintenanceTasksService,
    private readonly moderation: ListingModerationService,
  ) {}

  onModuleInit() {
    this.tasks.register({ name: EXPIRY_TASK, everyMs: 3_600_000, run: (now) => this.run(now) });
  }

  async run(now: Date = new Date()): Promise<{ dated: number; warned: number; expired: number }> {
    const out = { dated: 0, warned: 0, expired: 0 };
    for (const kind of Object.keys(KINDS) as MarketplaceSubjectType[]) {
      const { table, days } = KINDS[kind];
      // A listing posted since the last run gets its end (its kind's days from posting).
      const dated: { affectedRows: number } = await this.db.query(
        `UPDATE ${table} SET expires_at = created_at + INTERVAL ? DAY WHERE expired_at IS NULL AND expires_at IS NULL`,
        [days(this.config)],
      );
      out.dated += dated.affectedRows;
      out.warned += await this.warn(kind, now);
      const expired: { affectedRows: number } = await this.db.query(
        `UPDATE ${table} SET expired_at = ? WHERE expired_at IS NULL AND expires_at <= ?`,
        [now, now],
      );
      out.expired += expired.affectedRows;
    }
    return out;
  }

  /** Owners of visible listings ending within 3 days, not yet warned this period: one mail each. */
  private async warn(kind: MarketplaceSubjectType, now: Date): Promise<number> {
    const { table, title, page, noun, nounHi } = KINDS[kind];
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    let warned = 0;
    for (;;) {
      const rows: Array<{ id: number; user_id: number; title: string; expires_at: Date }> =
        await this.db.query(
          `SELECT id, user_id, ${title} AS title, expires_at FROM ${table}
          WHERE expired_at IS NULL AND expires_at > ? AND expires_at <= ? AND expiry_warned_at IS NULL
            AND held_at IS NULL
          ORDER BY expired_at, expires_at LIMIT ${BATCH}`,
          [now, new Date(now.getTime() + EXPIRY_WARNING_MS)],
        );
      if (!rows.length) break;
      const owners = await this.members.factsOf(rows.map((r) => r.user_id));
      for (const row of rows) {
        const owner = owners.get(row.user_id);
        if (owner && !owner.banned)
          await this.mail.send(
            { email: owner.email, language: owner.language },
            'notice',
            owner.language === 'hi'
              ? {
                  subject: `आपकी ${nounHi} ${row.expires_at.toISOString().slice(0, 10)} को ख़त्म होगी: एक क्लिक में रिन्यू करें`,
                  heading: `नमस्ते ${owner.first_name}, आपकी ${nounHi} ख़त्म होने वाली है`,
                  paragraphs: [
                    String(row.title ?? '').slice(0, 120),
                    `${row.expires_at.toISOString().slice(0, 10)} को यह लिस्ट और खोज से हट जाएगी। कोटेशन और आवेदन बने रहेंगे।`,
                    `रिन्यू करें: ${site}${page}`,
                  ],
                }
              : {
                  subject: `Your ${noun} ends on ${row.expires_at.toISOString().slice(0, 10)}: renew it in one click`,
                  heading: `Hello ${owner.first_name}, your ${noun} is about to end`,
                  paragraphs: [
                    String(row.title ?? '').slice(0, 120),
                    `It leaves the lists and search on ${row.expires_at.toISOString().slice(0, 10)}. Quotes and applications stay.`,
                    `Renew it: ${site}${page}`,
                  ],
                },
            // Once per listing and end: a renewal gives a new end, and a new warning later.
            `expiry-${kind}-${row.id}-${row.expires_at.getTime()}`,
          );
        warned++;
      }
      await this.db.query(`UPDATE ${table} SET expiry_warned_at = ? WHERE id IN (?)`, [
        now,
        rows.map((r) => r.id),
      ]);
      if (rows.length < BATCH) break;
    }
    return warned;
  }

  /**
   * Renew: the owner's listing lives its kind's days again from now, back in the feeds and search if it
   * had expired (a held listing stays held: only staff release it), and then routed and matched again as
   * when it first became visible (decision 371). Answers the new end.
   */
  async renew(ownerId: number, kind: MarketplaceSubjectType, id: number, now = new Date()): Promise<Date> {
    const { table, days, notFound } = KINDS[kind];
    const [row]: Array<{ user_id: number; expired_at: Date | null; held_at: Date | null }> =
      await this.db.query(`SELECT user_id, expired_at, held_at FROM ${table} WHERE id = ?`, [id]);
    if (!row) throw new NotFoundError(notFound);
    if (row.user_id !== ownerId) throw new ForbiddenError(MarketplaceErrors.notYours);
    if (kind === 'requirement') {
      const [r]: Array<{ accepted_quote_id: number | null }> = await this.db.query(
        'SELECT accepted_quote_id FROM requirements WHERE id = ?',
        [id],
      );
      if (r?.accepted_quote_id) throw new DomainError(409, MarketplaceErrors.awardedNoRenewal);
    }
    const ends = new Date(now.getTime() + days(this.config) * DAY_MS);
    await this.db.query(
      `UPDATE ${table} SET expires_at = ?, expired_at = NULL, expiry_warned_at = NULL WHERE id = ?`,
      [ends, id],
    );
    // Back in the lists: routed again (to the matching members who have not had it) and matched again.
    if (row.expired_at && !row.held_at) await this.moderation.visibleAgain(kind, id);
    return ends;
  }
}
