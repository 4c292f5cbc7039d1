import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { MaintenanceTasks } from '../../../core/maintenance/maintenance-tasks';
import { MemberDirectory } from '../../members';

export const LEAD_DIGEST_TASK = 'leads-daily-digest';
/** The digest goes from this hour of the day (UTC): 03:00 UTC is 08:30 in India (decision 302). */
export const LEAD_DIGEST_HOUR_UTC = 3;
const BATCH = 200;
const ITEMS_PER_MAIL = 20;

/**
 * The daily lead mail (decision 302): vendors who chose 'daily' get one mail a day with the leads that
 * waited since (`in_digest`, walked vendor by vendor in the `(in_digest, vendor_id, id)` index). An hourly
 * maintenance task; the first run at or after 03:00 UTC sends it, a run after a missed hour catches up,
 * and the mail's job id carries vendor and day, so a second run the same day sends nothing twice.
 */
@Injectable()
export class LeadDigest implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasks,
  ) {}

  onModuleInit() {
    this.tasks.register({ name: LEAD_DIGEST_TASK, everyMs: 3_600_000, run: (now) => this.run(now) });
  }

  async run(now: Date = new Date()): Promise<{ sent: number }> {
    if (now.getUTCHours() < LEAD_DIGEST_HOUR_UTC) return { sent: 0 };
    const day = now.toISOString().slice(0, 10);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    let after = 0;
    let sent = 0;
    for (;;) {
      const vendors: Array<{ vendor_id: number }> = await this.db.query(
        `SELECT DISTINCT vendor_id FROM requirement_leads
          WHERE in_digest = 1 AND vendor_id > ? ORDER BY vendor_id LIMIT ${BATCH}`,
        [after],
      );
      if (!vendors.length) break;
      after = vendors[vendors.length - 1]!.vendor_id;
      const facts = await this.members.factsOf(vendors.map((v) => v.vendor_id));
      for (const { vendor_id } of vendors) {
        const vendor = facts.get(vendor_id);
        const leads: Array<{ title: string; held_at: Date | null; accepted_quote_id: number | null }> =
          await this.db.query(
            `SELECT r.title, r.held_at, r.accepted_quote_id FROM requirement_leads l
               JOIN requirements r ON r.id = l.requirement_id
              WHERE l.in_digest = 1 AND l.vendor_id = ? ORDER BY l.id DESC LIMIT ${ITEMS_PER_MAIL}`,
            [vendor_id],
          );
        const open = leads.filter((lead) => !lead.held_at && !lead.accepted_quote_id);
        if (vendor && !vendor.banned && open.length) {
          await this.mail.send(
            vendor.email,
            'notice',
            {
              subject: `Requirements for your business today (${open.length})`,
              heading: `Hello ${vendor.first_name}, restaurants need what you sell`,
              paragraphs: [
                ...open.map((lead) => lead.title.slice(0, 120)),
                `See them and send your quotes: ${site}/VendorListing/leads`,
                `Choose how we mail you leads: ${site}/Home/User/notification-settings`,
              ],
            },
            `lead-digest-${vendor_id}-${day}`,
          );
          sent++;
        }
        await this.db.query(
          'UPDATE requirement_leads SET in_digest = NULL WHERE in_digest = 1 AND vendor_id = ?',
          [vendor_id],
        );
      }
      if (vendors.length < BATCH) break;
    }
    return { sent };
  }
}
