import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { leadMail, mailTo } from './lead-mails';
import { MailService } from '../../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';
import { QueueName } from '../../../core/queue/queue-names';
import { MemberDirectory, type MemberFacts } from '../../members';
import { NotificationPreferencesService, NotificationsService } from '../../notifications';
import { ListingModerationService } from '../common/listing-moderation';
import { JOB_ROUTE } from './job-route';
import type { MatchRoute, RoutedListing, RoutedSubject } from './match-route';
import { MemberBlocksService } from './member-blocks';
import { REQUIREMENT_ROUTE } from './requirement-route';

export const ROUTE_JOB = 'route-listing';
/** The job name of before jobs were routed too (a requirement's id only); still read from the queue. */
export const LEGACY_ROUTE_JOB = 'route-requirement';
export const ROUTE_SWEEP_TASK = 'leads-unrouted-sweep';
/** Members read, checked and sent their lead per round (one index range of the targets table). */
export const ROUTE_BATCH = 1000;

/** Every routed kind, declared once each (decision 345). */
export const MATCH_ROUTES: Record<RoutedSubject, MatchRoute> = {
  requirement: REQUIREMENT_ROUTE,
  job: JOB_ROUTE,
};

export interface RouteJobData {
  subject?: RoutedSubject;
  id?: number;
  /** Jobs queued before jobs were routed. */
  requirementId?: number;
}

interface Packet {
  affectedRows: number;
}

/**
 * Leads (decisions 301, 345): a listing that became visible is routed, in the `leads` queue, to the
 * members it matches (a requirement to vendors, a job to professionals, each as its `MatchRoute` says);
 * each gets one lead row (unique per listing and member, so a listing screened, edited or routed again
 * never sends twice), an in-site notification, and a mail as their lead-mail choice says (decision 302).
 * Banned, suspended and blocked members get nothing; the listing is checked open before every batch, so
 * closing, awarding or expiring it stops its routing.
 */
@Injectable()
export class LeadRoutingService implements OnModuleInit {
  private readonly logger = new Logger(LeadRoutingService.name);

  constructor(
    @InjectQueue(QueueName.Leads) private readonly queue: Queue<RouteJobData>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
    private readonly moderation: ListingModerationService,
    private readonly blocks: MemberBlocksService,
  ) {}

  onModuleInit() {
    for (const route of Object.values(MATCH_ROUTES))
      this.moderation.whenVisible(route.subject, (id) => this.schedule(route.subject, id));
    // A routing job lost to a Redis outage is queued again: visible listings still unrouted.
    this.tasks.register({ name: ROUTE_SWEEP_TASK, everyMs: 10 * 60_000, run: () => this.sweep() });
  }

  /**
   * Queues the routing of a listing (it became visible, or what it is matched by changed). The job id is
   * the listing's, so a burst of calls routes it once; a failure to queue is logged (the sweep retries).
   */
  async schedule(subject: RoutedSubject, id: number): Promise<void> {
    try {
      await this.queue.add(
        ROUTE_JOB,
        { subject, id },
        {
          jobId: `route-${subject}-${id}`,
          removeOnComplete: true,
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
        },
      );
    } catch (error) {
      this.logger.warn({ msg: 'lead routing not queued; the sweep will', subject, id, error: String(error) });
    }
  }

  /** Visible listings whose routing is due (each table's `(routed_at, held_at)` index), queued again. */
  async sweep(): Promise<{ queued: number }> {
    let queued = 0;
    for (const route of Object.values(MATCH_ROUTES)) {
      const rows: Array<{ id: number }> = await this.db.query(
        `SELECT id FROM ${route.table} WHERE routed_at IS NULL AND held_at IS NULL ORDER BY routed_at, held_at LIMIT 500`,
      );
      for (const row of rows) await this.schedule(route.subject, row.id);
      queued += rows.length;
    }
    return { queued };
  }

  /** What a queued job names (its data of today, or a requirement's id of before). */
  static target(data: RouteJobData): { subject: RoutedSubject; id: number } {
    if (data.subject && data.id) return { subject: data.subject, id: data.id };
    return { subject: 'requirement', id: data.requirementId! };
  }

  /**
   * Routes one listing: for each index range of its matching members, a batch at a time in user id order,
   * each member checked and sent the lead once. Answers how many leads were new.
   */
  async route(subject: RoutedSubject, id: number): Promise<number> {
    const route = MATCH_ROUTES[subject];
    const listing = await this.openOf(subject, id);
    let sent = 0;
    if (listing) {
      for (const range of listing.ranges) {
        let after = 0;
        for (;;) {
          const batch: Array<{ user_id: number }> = await this.db.query(
            `SELECT t.user_id FROM ${route.targets} t WHERE ${range.where} AND t.user_id > ?
              ORDER BY t.user_id LIMIT ${ROUTE_BATCH}`,
            [...range.params, after],
          );
          if (!batch.length) break;
          after = batch[batch.length - 1]!.user_id;
          // Closed, awarded, held or expired meanwhile: the rest is not sent.
          if (!(await this.isOpen(route, id))) return sent;
          sent += await this.send(
            route,
            listing,
            batch.map((row) => row.user_id),
          );
          if (batch.length < ROUTE_BATCH) break;
        }
      }
    }
    await this.db.query(`UPDATE ${route.table} SET routed_at = ? WHERE id = ?`, [new Date(), id]);
    return sent;
  }

  /**
   * Sends an open listing to these members now, whatever its matching says (the owner's "Invite to
   * quote"): the same checks and the same one lead per member. Answers how many leads were new.
   */
  async sendTo(subject: RoutedSubject, id: number, memberIds: number[]): Promise<number> {
    const route = MATCH_ROUTES[subject];
    const listing = await this.openOf(subject, id);
    return listing ? this.send(route, listing, memberIds) : 0;
  }

  /** The listing with its ranges while it is open and its owner may be heard; else null. */
  async openOf(subject: RoutedSubject, id: number): Promise<RoutedListing | null> {
    const route = MATCH_ROUTES[subject];
    const [row]: Array<{ user_id: number }> = await this.db.query(
      `SELECT t.user_id FROM ${route.table} t WHERE t.id = ? AND ${route.open}`,
      [id],
    );
    if (!row) return null;
    const owner = (await this.members.factsOf([row.user_id])).get(row.user_id);
    if (!owner || owner.banned) return null;
    return route.load(this.db, id, owner);
  }

  private async isOpen(route: MatchRoute, id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM ${route.table} t WHERE t.id = ? AND ${route.open}`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Of these members, those a lead of `listing` may go to (decision 345): of the route's member type,
   * verified, not deleted, banned nor suspended, not its owner, and no block either way with the owner.
   */
  async eligible(
    route: MatchRoute,
    ownerId: number,
    memberIds: readonly number[],
  ): Promise<{ ids: number[]; facts: Map<number, MemberFacts> }> {
    const candidates = [...new Set(memberIds)].filter((id) => id !== ownerId);
    const facts = await this.members.factsOf(candidates);
    const allowed = candidates.filter((id) => {
      const member = facts.get(id);
      return member && !member.banned && !member.suspended && member.user_type === route.memberType;
    });
    const blocked = await this.blocks.among(ownerId, allowed);
    return { ids: allowed.filter((id) => !blocked.has(id)), facts };
  }

  /** One batch: the eligible members without this lead yet get it, their notification and mail. */
  private async send(route: MatchRoute, listing: RoutedListing, memberIds: number[]): Promise<number> {
    const { table, listing: listingColumn, member: memberColumn } = route.leads;
    const { ids: eligible, facts } = await this.eligible(route, listing.user_id, memberIds);
    if (!eligible.length) return 0;
    const choice = await this.preferences.leadMailOf(eligible);
    const inserted: Packet = await this.db.query(
      `INSERT IGNORE INTO ${table} (${listingColumn}, ${memberColumn}, in_digest) VALUES ${eligible
        .map(() => '(?, ?, ?)')
        .join(', ')}`,
      eligible.flatMap((id) => [listing.id, id, choice.get(id) === 'daily' ? 1 : null]),
    );
    if (inserted.affectedRows)
      await this.db.query(`UPDATE ${route.table} SET leads_count = leads_count + ? WHERE id = ?`, [
        inserted.affectedRows,
        listing.id,
      ]);
    // The leads not yet announced: the new ones, and those of a batch that failed half-way before.
    const due: Array<{ member_id: number }> = await this.db.query(
      `SELECT ${memberColumn} AS member_id FROM ${table}
        WHERE ${listingColumn} = ? AND ${memberColumn} IN (?) AND notified_at IS NULL`,
      [listing.id, eligible],
    );
    const fresh = due.map((row) => row.member_id);
    if (!fresh.length) return inserted.affectedRows;
    await this.notifications.notifyMany(
      fresh.map((recipientId) => ({
        recipientId,
        kind: route.notification.kind,
        actorId: listing.user_id,
        subject: { type: route.subject, id: listing.id },
        link: route.notification.link,
        excerpt: listing.title,
      })),
    );
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    // 'none' (lead mails off, or unsubscribed): the lead is on their page and in the bell, no mail.
    await this.mail.sendMany(
      fresh
        .filter((id) => choice.get(id) === 'instant')
        .map((id) => {
          const member = facts.get(id)!;
          return {
            to: mailTo(member),
            template: 'notice' as const,
            data: leadMail(route, listing, member, site),
            // The requirements' key of before, so a retry across the upgrade mails once.
            dedupeKey:
              route.subject === 'requirement'
                ? `lead-${listing.id}-${id}`
                : `lead-${route.subject}-${listing.id}-${id}`,
          };
        }),
    );
    await this.db.query(
      `UPDATE ${table} SET notified_at = ? WHERE ${listingColumn} = ? AND ${memberColumn} IN (?)`,
      [new Date(), listing.id, fresh],
    );
    return inserted.affectedRows;
  }
}
