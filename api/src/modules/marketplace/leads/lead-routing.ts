import { UserType } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { MaintenanceTasks } from '../../../core/maintenance/maintenance-tasks';
import { QueueName } from '../../../core/queue/queue-names';
import { MemberDirectory } from '../../members';
import { NotificationPreferencesService, Notifications } from '../../notifications';
import { ListingModeration } from '../common/listing-moderation';

export const ROUTE_JOB = 'route-requirement';
export const ROUTE_SWEEP_TASK = 'leads-unrouted-sweep';
/** Vendors read, checked and sent their lead per round (one index range of vendor_lead_targets). */
export const ROUTE_BATCH = 1000;

export interface RouteJobData {
  requirementId: number;
}

interface Packet {
  affectedRows: number;
}

/**
 * Leads (decision 301): a requirement that became visible is routed, in the `leads` queue, to the vendors
 * whose categories and places match it; each gets one lead row (unique per requirement and vendor, so a
 * requirement screened, edited or routed again never sends twice), an in-site notification, and a mail
 * as their lead-mail choice says (decision 302).
 */
@Injectable()
export class LeadRouting implements OnModuleInit {
  private readonly logger = new Logger(LeadRouting.name);

  constructor(
    @InjectQueue(QueueName.Leads) private readonly queue: Queue<RouteJobData>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly notifications: Notifications,
    private readonly preferences: NotificationPreferencesService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasks,
    private readonly moderation: ListingModeration,
  ) {}

  onModuleInit() {
    this.moderation.whenVisible('requirement', (id) => this.schedule(id));
    // A routing job lost to a Redis outage is queued again: visible requirements still unrouted.
    this.tasks.register({ name: ROUTE_SWEEP_TASK, everyMs: 10 * 60_000, run: () => this.sweep() });
  }

  /**
   * Queues the routing of a requirement (it became visible, or its category changed). The job id is the
   * requirement's, so a burst of calls routes it once; a failure to queue is logged (the sweep retries).
   */
  async schedule(requirementId: number): Promise<void> {
    try {
      await this.queue.add(
        ROUTE_JOB,
        { requirementId },
        {
          jobId: `route-${requirementId}`,
          removeOnComplete: true,
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
        },
      );
    } catch (error) {
      this.logger.warn({
        msg: 'lead routing not queued; the sweep will',
        requirementId,
        error: String(error),
      });
    }
  }

  /** Visible requirements whose routing is due (the `(routed_at, held_at)` index), queued again. */
  async sweep(): Promise<{ queued: number }> {
    const rows: Array<{ id: number }> = await this.db.query(
      'SELECT id FROM requirements WHERE routed_at IS NULL AND held_at IS NULL ORDER BY routed_at, held_at LIMIT 500',
    );
    for (const row of rows) await this.schedule(row.id);
    return { queued: rows.length };
  }

  /**
   * Routes one requirement: for its owner's city and then state, the vendors of its category there, a
   * batch at a time in user id order (the primary key of vendor_lead_targets), each vendor checked
   * (a vendor, not banned, not the owner) and sent the lead once. Answers how many leads were new.
   */
  async route(requirementId: number): Promise<number> {
    const [requirement]: Array<{
      id: number;
      user_id: number;
      title: string;
      description: string;
      category_id: number | null;
      held_at: Date | null;
      accepted_quote_id: number | null;
    }> = await this.db.query(
      `SELECT id, user_id, title, description, category_id, held_at, accepted_quote_id
         FROM requirements WHERE id = ?`,
      [requirementId],
    );
    // Held again before the job ran: its release queues it again. Awarded: it takes no more quotes.
    if (!requirement || requirement.held_at) return 0;
    const owner = (await this.members.factsOf([requirement.user_id])).get(requirement.user_id);
    let sent = 0;
    if (requirement.category_id && !requirement.accepted_quote_id && owner && !owner.banned) {
      const places: Array<['city' | 'state', number]> = [];
      if (owner.city_id) places.push(['city', owner.city_id]);
      if (owner.state_id) places.push(['state', owner.state_id]);
      for (const [placeType, placeId] of places) {
        let after = 0;
        for (;;) {
          const batch: Array<{ user_id: number }> = await this.db.query(
            `SELECT user_id FROM vendor_lead_targets
              WHERE category_id = ? AND place_type = ? AND place_id = ? AND user_id > ?
              ORDER BY user_id LIMIT ${ROUTE_BATCH}`,
            [requirement.category_id, placeType, placeId, after],
          );
          if (!batch.length) break;
          after = batch[batch.length - 1]!.user_id;
          sent += await this.send(
            requirement,
            batch.map((row) => row.user_id),
          );
          if (batch.length < ROUTE_BATCH) break;
        }
      }
    }
    await this.db.query('UPDATE requirements SET routed_at = ? WHERE id = ?', [new Date(), requirementId]);
    return sent;
  }

  /** One batch: the eligible vendors without this lead yet get it, their notification and mail. */
  private async send(
    requirement: { id: number; user_id: number; title: string; description: string },
    vendorIds: number[],
  ): Promise<number> {
    const facts = await this.members.factsOf(vendorIds);
    const eligible = vendorIds.filter((id) => {
      const vendor = facts.get(id);
      return id !== requirement.user_id && vendor && !vendor.banned && vendor.user_type === UserType.Vendor;
    });
    if (!eligible.length) return 0;
    const choice = await this.preferences.leadMailOf(eligible);
    const inserted: Packet = await this.db.query(
      `INSERT IGNORE INTO requirement_leads (requirement_id, vendor_id, in_digest) VALUES ${eligible
        .map(() => '(?, ?, ?)')
        .join(', ')}`,
      eligible.flatMap((id) => [requirement.id, id, choice.get(id) === 'daily' ? 1 : null]),
    );
    if (inserted.affectedRows)
      await this.db.query('UPDATE requirements SET leads_count = leads_count + ? WHERE id = ?', [
        inserted.affectedRows,
        requirement.id,
      ]);
    // The leads not yet announced: the new ones, and those of a batch that failed half-way before.
    const due: Array<{ vendor_id: number }> = await this.db.query(
      'SELECT vendor_id FROM requirement_leads WHERE requirement_id = ? AND vendor_id IN (?) AND notified_at IS NULL',
      [requirement.id, eligible],
    );
    const fresh = due.map((row) => row.vendor_id);
    if (!fresh.length) return inserted.affectedRows;
    await this.notifications.notifyMany(
      fresh.map((recipientId) => ({
        recipientId,
        kind: 'lead_received' as const,
        actorId: requirement.user_id,
        subject: { type: 'requirement', id: requirement.id },
        link: '/VendorListing/leads',
        excerpt: requirement.title,
      })),
    );
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    for (const id of fresh) {
      const vendor = facts.get(id)!;
      if (choice.get(id) !== 'instant') continue;
      await this.mail.send(
        vendor.email,
        'notice',
        {
          subject: `New requirement for your business: ${requirement.title.slice(0, 80)}`,
          heading: `Hello ${vendor.first_name}, a restaurant needs what you sell`,
          paragraphs: [
            requirement.title,
            requirement.description.slice(0, 300),
            `See it and send your quote: ${site}/VendorListing/leads`,
            `Choose how we mail you leads: ${site}/Home/User/notification-settings`,
          ],
        },
        `lead-${requirement.id}-${id}`,
      );
    }
    await this.db.query(
      'UPDATE requirement_leads SET notified_at = ? WHERE requirement_id = ? AND vendor_id IN (?)',
      [new Date(), requirement.id, fresh],
    );
    return inserted.affectedRows;
  }
}
