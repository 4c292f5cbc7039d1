import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { leadDigestMail, mailTo } from './lead-mails';
import { MailService } from '../../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../../core/maintenance/maintenance-tasks';
import { MemberDirectory } from '../../members';
import { MATCH_ROUTES } from './lead-routing';
import type { MatchRoute } from './match-route';

export const LEAD_DIGEST_TASK = 'leads-daily-digest';
/** The digest goes from this hour of the day (UTC): 03:00 UTC is 08:30 in India (decision 302). */
export const LEAD_DIGEST_HOUR_UTC = 3;
const BATCH = 200;
const ITEMS_PER_MAIL = 20;

/**
 * The daily lead mail (decision 302): members who chose 'daily' get one mail a day with the leads that
 * waited since (`in_digest`, walked member by member in the `(in_digest, member, id)` index), one mail per
 * routed kind (a vendor's requirements, a professional's jobs: decision 345). An hourly
 * maintenance task; the first run at or after 03:00 UTC sends it, a run after a missed hour catches up,
 * and the mail's job id carries vendor and day, so a second run the same day sends nothing twice.
 */
@Injectable()
export class LeadDigestService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit() {
    this.tasks.register({ name: LEAD_DIGEST_TASK, everyMs: 3_600_000, run: (now) => this.run(now) });
  }

  async run(now: Date = new Date()): Promise<{ sent: number }> {
    if (now.getUTCHours() < LEAD_DIGEST_HOUR_UTC) return { sent: 0 };
    let sent = 0;
    for (const route of Object.values(MATCH_ROUTES)) sent += await this.runRoute(route, now);
    return { sent };
  }

  /** One routed kind's waiting leads, member by member in its `(in_digest, member, id)` index. */
  private async runRoute(route: MatchRoute, now: Date): Promise<number> {
    const { table, listing, member } = route.leads;
    const day = now.toISOString().slice(0, 10);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
    // The requirements' job id of before (vendor and day), so an upgrade on the day mails once.
    const jobId = (id: number) =>
      route.subject === 'requirement'
        ? `lead-digest-${id}-${day}`
        : `lead-digest-${route.subject}-${id}-${day}`;
    let after = 0;
    let sent = 0;
    for (;;) {
      const waiting: Array<{ member_id: number }> = await this.db.query(
        `SELECT DISTINCT ${member} AS member_id FROM ${table}
          WHERE in_digest = 1 AND ${member} > ? ORDER BY ${member} LIMIT ${BATCH}`,
        [after],
      );
      if (!waiting.length) break;
      after = waiting[waiting.length - 1]!.member_id;
      const facts = await this.members.factsOf(waiting.map((v) => v.member_id));
      for (const { member_id } of waiting) {
        const who = facts.get(member_id);
        const leads: Array<{ title: string; open: number }> = await this.db.query(
          `SELECT t.title, (${route.open}) AS open FROM ${table} l JOIN ${route.table} t ON t.id = l.${listing}
            WHERE l.in_digest = 1 AND l.${member} = ? ORDER BY l.id DESC LIMIT ${ITEMS_PER_MAIL}`,
          [member_id],
        );
        const open = leads.filter((lead) => Number(lead.open) === 1);
        if (who && !who.banned && !who.suspended && open.length) {
          await this.mail.send(
            mailTo(who),
            'notice',
            leadDigestMail(
              route,
              open.map((lead) => lead.title.slice(0, 120)),
              who,
              site,
            ),
            jobId(member_id),
          );
          sent++;
        }
        await this.db.query(`UPDATE ${table} SET in_digest = NULL WHERE in_digest = 1 AND ${member} = ?`, [
          member_id,
        ]);
      }
      if (waiting.length < BATCH) break;
    }
    return sent;
  }
}
