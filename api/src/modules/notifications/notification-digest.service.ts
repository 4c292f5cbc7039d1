import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { MemberDirectory } from '../members';
import { NotificationInboxService } from './notification-inbox.service';
import type { NotificationKind } from '@app/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Members read per batch, and notifications listed per mail (the mail links to the full page). */
const BATCH = 200;
const ITEMS_PER_MAIL = 20;
export const DIGEST_TASK = 'notifications-daily-digest';

/**
 * The daily e-mail digest (decision 179): an hourly maintenance task mails each member who chose digest
 * kinds their unread notifications of those kinds since the last digest (at most a day back), at most once
 * per member and UTC day: the day's row in notification_digests is claimed before the mail is queued, and
 * the mail's job id carries member and day.
 */
@Injectable()
export class NotificationDigestService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly inbox: NotificationInboxService,
    private readonly members: MemberDirectory,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit() {
    this.tasks.register({ name: DIGEST_TASK, everyMs: HOUR, run: (now) => this.run(now) });
  }

  async run(now: Date = new Date()): Promise<{ removed?: number; sent: number }> {
    const day = now.toISOString().slice(0, 10);
    let after = 0;
    let sent = 0;
    for (;;) {
      const prefs: Array<{ user_id: number; digest_kinds: unknown; digest_sent_at: Date | null }> =
        await this.db.query(
          `SELECT user_id, digest_kinds, digest_sent_at FROM notification_preferences
            WHERE digest_on = 1 AND user_id > ? ORDER BY user_id LIMIT ${BATCH}`,
          [after],
        );
      if (!prefs.length) break;
      after = prefs[prefs.length - 1]!.user_id;
      const facts = await this.members.factsOf(prefs.map((p) => p.user_id));
      for (const pref of prefs) {
        const member = facts.get(pref.user_id);
        if (!member || member.banned) continue;
        const kinds = parseKinds(pref.digest_kinds);
        const dayAgo = new Date(now.getTime() - DAY);
        const since = pref.digest_sent_at && pref.digest_sent_at > dayAgo ? pref.digest_sent_at : dayAgo;
        const items = await this.inbox.unreadSince(member.id, kinds, since, ITEMS_PER_MAIL, member.language);
        if (!items.length) continue;
        const claimed: { affectedRows: number } = await this.db.query(
          'INSERT IGNORE INTO notification_digests (user_id, day, items) VALUES (?, ?, ?)',
          [member.id, day, items.length],
        );
        if (claimed.affectedRows !== 1) continue;
        const site = this.config.PUBLIC_WEB_URL.replace(/\/$/, '');
        await this.mail.send(
          { email: member.email, language: member.language },
          'notice',
          member.language === 'hi'
            ? {
                subject: `आज के आपके नोटिफ़िकेशन (${items.length})`,
                heading: `नमस्ते ${member.first_name}, रेस्टोरेंट कम्युनिटी पर यह हुआ`,
                paragraphs: [
                  ...items.map(
                    (item) => `${item.text}${item.excerpt ? `: “${item.excerpt.slice(0, 80)}”` : ''}`,
                  ),
                  `सब देखें: ${site}/Home/User/notifications`,
                  `चुनें कि हम आपको क्या ईमेल करें: ${site}/Home/User/notification-settings`,
                ],
              }
            : {
                subject: `Your notifications of the day (${items.length})`,
                heading: `Hello ${member.first_name}, here is what happened on Restaurant Community`,
                paragraphs: [
                  ...items.map(
                    (item) => `${item.text}${item.excerpt ? `: “${item.excerpt.slice(0, 80)}”` : ''}`,
                  ),
                  `See them all: ${site}/Home/User/notifications`,
                  `Choose what we e-mail you: ${site}/Home/User/notification-settings`,
                ],
              },
          `digest-${member.id}-${day}`,
        );
        await this.db.query('UPDATE notification_preferences SET digest_sent_at = ? WHERE user_id = ?', [
          now,
          member.id,
        ]);
        sent++;
      }
      if (prefs.length < BATCH) break;
    }
    // Days older than a week are of no use to the once-a-day check.
    const old: { affectedRows: number } = await this.db.query(
      'DELETE FROM notification_digests WHERE day < ? LIMIT 5000',
      [new Date(now.getTime() - 7 * DAY).toISOString().slice(0, 10)],
    );
    return { removed: old.affectedRows, sent };
  }
}

function parseKinds(value: unknown): NotificationKind[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as NotificationKind[]) : [];
}
