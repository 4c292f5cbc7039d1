import {
  ContactMessages,
  type ContactShown,
  type ContactSubject,
  type ContactView,
  MarketplaceMessages,
  type Page,
  type RevealedContact,
  UserType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { DomainError, ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { RedisClient } from '../../../core/redis/redis.module';
import { type ContactRelation, MemberDirectory } from '../../members';
import { ContactPolicyService, contactAccess } from '../common/contact-policy';
import type { ListQuery } from '../common/list-query.dto';
import { asPage } from '../common/paging';
import { MarketplaceErrors } from '../marketplace.errors';

/** 429 past the daily cap of reveals (decision 212): the message names the cap. */
export class ContactCapReachedError extends DomainError {
  constructor(limit: number) {
    super(429, ContactMessages.dailyCap(limit));
  }
}

/** A listing or CV as a reveal needs it: one row, the viewer's trade relation read in the same query. */
interface TargetRow {
  owner_id: number;
  held: number;
  shown: ContactShown;
  related: number;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  resume: number;
}

/**
 * For each subject: the query of its one row (owner, held, choice, the viewer's relation, the listing's own
 * contact fields) and its 404; its parameters are the viewer's id and the subject's, in that order (once
 * more each for `restaurant`). Requirement and job contacts are the owner's account details (decisions
 * 107, 113); franchise and sale listings carry their own; a CV is the professional's account details, a
 * restaurant's the owner's (decision 213).
 */
const TARGETS: Record<
  ContactSubject,
  { sql: string; notFound: string; params?: (viewer: number, id: number) => number[] }
> = {
  requirement: {
    sql: `SELECT r.user_id AS owner_id, r.held_at IS NOT NULL AS held, r.contact_shown AS shown,
                 EXISTS (SELECT 1 FROM requirement_quotes q WHERE q.requirement_id = r.id AND q.vendor_id = ?) AS related,
                 NULL AS contact_name, NULL AS contact_phone, NULL AS contact_email, 0 AS resume
          FROM requirements r WHERE r.id = ?`,
    notFound: MarketplaceErrors.requirementNotFound,
  },
  job: {
    sql: `SELECT j.user_id AS owner_id, j.held_at IS NOT NULL AS held, j.contact_shown AS shown,
                 EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.applicant_id = ?) AS related,
                 NULL AS contact_name, NULL AS contact_phone, NULL AS contact_email, 0 AS resume
          FROM jobs j WHERE j.id = ?`,
    notFound: MarketplaceErrors.jobNotFound,
  },
  franchise: {
    sql: `SELECT f.user_id AS owner_id, f.held_at IS NOT NULL AS held, f.contact_shown AS shown,
                 EXISTS (SELECT 1 FROM listing_interests i
                         WHERE i.subject = 'franchise' AND i.subject_id = f.id AND i.user_id = ?) AS related,
                 f.contact_name, f.contact_phone, f.contact_email, 0 AS resume
          FROM franchise_offers f WHERE f.id = ?`,
    notFound: MarketplaceErrors.franchiseNotFound,
  },
  sale: {
    sql: `SELECT s.user_id AS owner_id, s.held_at IS NOT NULL AS held, s.contact_shown AS shown,
                 EXISTS (SELECT 1 FROM listing_interests i
                         WHERE i.subject = 'restaurant_sale' AND i.subject_id = s.id AND i.user_id = ?) AS related,
                 s.contact_name, s.contact_phone, s.contact_email, 0 AS resume
          FROM restaurant_sales s WHERE s.id = ?`,
    notFound: MarketplaceErrors.saleNotFound,
  },
  // Without consent a CV is shared only by applying: 'after_trade' (decision 211).
  cv: {
    sql: `SELECT p.user_id AS owner_id, 0 AS held,
                 IF(p.cv_consent_at IS NULL, 'after_trade', 'elite') AS shown,
                 EXISTS (SELECT 1 FROM job_applications a WHERE a.applicant_id = p.user_id AND a.owner_id = ?) AS related,
                 NULL AS contact_name, NULL AS contact_phone, NULL AS contact_email,
                 p.resume_key IS NOT NULL AS resume
          FROM manpower_profiles p WHERE p.user_id = ?`,
    notFound: MarketplaceErrors.cvNotShared,
  },
  // Without consent a restaurant's phone and e-mail wait for a trade: a quote on one of the owner's
  // requirements or an application to one of their jobs (decision 213). The owner's id is the subject's.
  restaurant: {
    sql: `SELECT u.id AS owner_id, 0 AS held,
                 IF(p.contact_consent_at IS NULL, 'after_trade', 'elite') AS shown,
                 (EXISTS (SELECT 1 FROM requirement_quotes q WHERE q.vendor_id = ? AND q.owner_id = u.id)
                  OR EXISTS (SELECT 1 FROM job_applications a WHERE a.applicant_id = ? AND a.owner_id = u.id)) AS related,
                 NULL AS contact_name, NULL AS contact_phone, NULL AS contact_email, 0 AS resume
          FROM users u LEFT JOIN restaurant_profiles p ON p.user_id = u.id WHERE u.id = ?`,
    notFound: MarketplaceErrors.restaurantNotShared,
    params: (viewer, id) => [viewer, viewer, id],
  },
};

/** The seed relation that shows the contact without a reveal (decision 055). */
const TRADE_RELATION = {
  requirement: 'requirement-to-quote',
  job: 'job-applied',
  cv: 'application-received',
} as const satisfies Record<'requirement' | 'job' | 'cv', ContactRelation>;

/**
 * Reveals of listing contacts and CVs to Elite members without a trade relation (issue 36, decisions
 * 210-212): the rule is `contactAccess`; each reveal is recorded in `contact_reveals` (the member sees it
 * under /Home/User/contact-views) and counted against a daily cap in Redis. A member in a trade relation
 * gets the contact without a record or a count: the seeds show it to them already.
 */
@Injectable()
export class ContactRevealsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: ContactPolicyService,
    private readonly members: MemberDirectory,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** `POST contacts/{subject}/{id}`. */
  async reveal(viewerId: number, subject: ContactSubject, id: number): Promise<RevealedContact> {
    const [viewer, rows] = await Promise.all([
      this.policy.viewer(viewerId),
      this.db.query(
        TARGETS[subject].sql,
        TARGETS[subject].params?.(viewerId, id) ?? [viewerId, id],
      ) as Promise<TargetRow[]>,
    ]);
    const row = rows[0];
    // A held listing is not revealed to anyone but its owner (decision 115).
    if (!row || (row.held && row.owner_id !== viewerId)) throw new NotFoundError(TARGETS[subject].notFound);
    if (subject === 'cv' && !(await this.isOfType(row.owner_id, UserType.Manpower)))
      throw new NotFoundError(MarketplaceErrors.cvNotShared);
    if (subject === 'restaurant' && !(await this.isOfType(row.owner_id, UserType.Restaurant)))
      throw new NotFoundError(MarketplaceErrors.restaurantNotShared);
    const access = contactAccess(subject, viewer, {
      ownerId: row.owner_id,
      related: !!row.related,
      shown: row.shown,
    });
    if (access === 'none') throw new ForbiddenError(ContactMessages.notForYou);
    if (access === 'elite') throw new ForbiddenError(MarketplaceMessages.subscribeToAccess);
    if (access === 'after_trade')
      // A CV or restaurant without consent is answered as if there were none (decisions 111, 213).
      throw subject === 'cv' || subject === 'restaurant'
        ? new NotFoundError(TARGETS[subject].notFound)
        : new ForbiddenError(ContactMessages.afterTrade[subject]);
    if (access === 'reveal') {
      await this.takeOne(viewerId);
      await this.db.query(
        'INSERT INTO contact_reveals (viewer_id, member_id, subject, subject_id) VALUES (?, ?, ?, ?)',
        [viewerId, row.owner_id, subject, id],
      );
    }
    return this.contactOf(viewerId, subject, id, row, viewer.type);
  }

  /** `GET contacts/views`: who revealed the member's contacts, newest first (their own log only). */
  async views(memberId: number, query: ListQuery): Promise<Page<ContactView>> {
    const direction = query.order_by === 'asc' ? 'ASC' : 'DESC';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT id, viewer_id, subject, subject_id, created_at FROM contact_reveals
         WHERE member_id = ? ORDER BY id ${direction} LIMIT ? OFFSET ?`,
        [memberId, query.per_page, (query.page - 1) * query.per_page],
      ) as Promise<
        Array<{
          id: string;
          viewer_id: number;
          subject: ContactSubject;
          subject_id: number;
          created_at: Date;
        }>
      >,
      this.db.query('SELECT COUNT(*) AS total FROM contact_reveals WHERE member_id = ?', [
        memberId,
      ]) as Promise<Array<{ total: string }>>,
    ]);
    const viewers = await this.members.cards(rows.map((r) => r.viewer_id));
    const data = rows.flatMap((r): ContactView[] => {
      const viewer = viewers.get(r.viewer_id);
      // A viewer who is no longer a verified member drops out of the page (their account is going).
      if (!viewer) return [];
      return [
        {
          id: Number(r.id),
          viewer: {
            id: viewer.id,
            name: viewer.full_name,
            photo: viewer.profile_photo,
            user_type_text: viewer.user_type_text,
          },
          subject: r.subject,
          subject_id: r.subject_id,
          created_at: new Date(r.created_at).toISOString(),
        },
      ];
    });
    return asPage(data, Number(total), query);
  }

  /** Whether the viewer revealed this professional's CV (the resume download's check, decision 211). */
  async revealedCv(viewerId: number, memberId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      "SELECT 1 FROM contact_reveals WHERE viewer_id = ? AND subject = 'cv' AND subject_id = ? LIMIT 1",
      [viewerId, memberId],
    );
    return rows.length > 0;
  }

  /**
   * One reveal off today's allowance (UTC day), atomically in Redis so that parallel requests and every
   * API process share it; past the cap, 429 and nothing recorded.
   */
  private async takeOne(viewerId: number): Promise<void> {
    const limit = this.config.CONTACT_REVEALS_PER_DAY;
    const key = `contact-reveals:${viewerId}:${new Date().toISOString().slice(0, 10)}`;
    const results = (await this.redis
      .multi()
      .incr(key)
      .expire(key, 2 * 86_400, 'NX')
      .exec()) as Array<[Error | null, number]>;
    if (results[0]![1] > limit) throw new ContactCapReachedError(limit);
  }

  /** A verified member of that type (a CV is a professional's, a restaurant an owner's). */
  private async isOfType(memberId: number, type: UserType): Promise<boolean> {
    return (await this.members.cards([memberId])).get(memberId)?.user_type === type;
  }

  private async contactOf(
    viewerId: number,
    subject: ContactSubject,
    id: number,
    row: TargetRow,
    viewerType: UserType | null,
  ): Promise<RevealedContact> {
    const base = { subject, subject_id: id, member_id: row.owner_id, resume: null };
    if (subject === 'franchise' || subject === 'sale')
      return { ...base, name: row.contact_name, mobile_no: row.contact_phone, email: row.contact_email };
    const relation = !row.related
      ? 'elite-reveal'
      : subject === 'restaurant'
        ? viewerType === UserType.Vendor
          ? TRADE_RELATION.requirement
          : TRADE_RELATION.job
        : TRADE_RELATION[subject];
    const member = (await this.members.contacts([row.owner_id], { viewerId, relation })).get(row.owner_id);
    return {
      ...base,
      name: member?.full_name ?? null,
      mobile_no: member?.mobile_no ?? null,
      email: member?.email ?? null,
      resume: subject === 'cv' && row.resume ? `mp/manpowers/${row.owner_id}/resume` : null,
    };
  }
}
