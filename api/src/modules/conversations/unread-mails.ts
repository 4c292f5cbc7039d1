import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DelayedError, type Job, type Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { QueueName } from '../../core/queue/queue-names';
import { MemberDirectory } from '../members';
import { NotificationPreferencesService, UnsubscribeLinksService } from '../notifications';
import { ConversationAccessService } from './conversation-access';

/** A message unread this long is mailed (issue 31). */
export const UNREAD_MAIL_AFTER_MS = 15 * 60_000;
/** At most one unread-message mail per member and conversation in this time. */
export const UNREAD_MAIL_EVERY_MS = 60 * 60_000;
/** Messages published within one such window share one delayed check (its job id). */
export const UNREAD_MAIL_BUCKET_MS = 5 * 60_000;
export const UNREAD_MAIL_JOB = 'unread-mail';

export interface UnreadMailJobData {
  conversationId: number;
  recipientId: number;
}

/** The delayed check of one member's side of a conversation, for messages published in one window. */
export const unreadMailJobId = (conversationId: number, recipientId: number, bucketStart: number) =>
  `unread-${conversationId}-${recipientId}-${bucketStart}`;

interface Side {
  other_id: number;
  last_read_id: string | number;
  mailed_up_to: string | number;
  unread_mailed_at: Date | null;
  muted: number;
  left_at: Date | null;
}

/**
 * Unread-message mails (decision 274). Publishing a message schedules a delayed check for its recipient,
 * one per conversation, recipient and 5-minute window of publishing (a deterministic job id: a second
 * message of the window adds nothing), run 15 minutes after the window closed, so every message of the
 * window is then at least 15 minutes old. The check mails when messages are still unread and the member
 * wants the mail; the claim on the participant row (`unread_mailed_at`, `mailed_up_to`) keeps it to one mail
 * an hour and never twice for the same messages, whichever checks run, twice or at once.
 */
@Injectable()
export class UnreadMessageMailsService {
  private readonly logger = new Logger(UnreadMessageMailsService.name);

  constructor(
    @InjectQueue(QueueName.Conversations) private readonly queue: Queue<UnreadMailJobData>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ConversationAccessService,
    private readonly members: MemberDirectory,
    private readonly prefs: NotificationPreferencesService,
    private readonly links: UnsubscribeLinksService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * After a message was published: the recipient's check for this window. A queue outage is logged and
   * swallowed: the message is sent already; only its reminder mail is lost.
   */
  async schedule(conversationId: number, recipientId: number, now = Date.now()): Promise<void> {
    const bucketStart = now - (now % UNREAD_MAIL_BUCKET_MS);
    const runAt = bucketStart + UNREAD_MAIL_BUCKET_MS + UNREAD_MAIL_AFTER_MS;
    try {
      await this.queue.add(
        UNREAD_MAIL_JOB,
        { conversationId, recipientId },
        {
          jobId: unreadMailJobId(conversationId, recipientId, bucketStart),
          delay: Math.max(0, runAt - now),
          removeOnComplete: true,
        },
      );
    } catch (error) {
      this.logger.warn({ msg: 'unread-message mail not scheduled', conversationId, error: String(error) });
    }
  }

  /**
   * The check (the worker). Answers what it did; a check that must wait (the hour since the last mail, or
   * messages not 15 minutes old yet) moves its job to later.
   */
  async run(job: Job<UnreadMailJobData>, token?: string): Promise<string> {
    const outcome = await this.check(job.data.conversationId, job.data.recipientId);
    if (typeof outcome === 'number') {
      await job.moveToDelayed(outcome, token);
      throw new DelayedError();
    }
    return outcome;
  }

  /** 'mailed', a reason for not mailing, or the time (ms) to look again. */
  async check(conversationId: number, recipientId: number, now = new Date()): Promise<string | number> {
    const [side]: Side[] = await this.db.query(
      `SELECT other_id, last_read_id, mailed_up_to, unread_mailed_at, muted, left_at
         FROM conversation_participants WHERE conversation_id = ? AND user_id = ?`,
      [conversationId, recipientId],
    );
    if (!side) return 'gone';
    if (Number(side.muted) || side.left_at) return 'muted or left';
    const senderId = Number(side.other_id);
    const after = Math.max(Number(side.last_read_id), Number(side.mailed_up_to));
    // The other member's published messages after what was read and what was mailed (the thread index).
    const [unread]: Array<{ n: string | number; last_id: string | number | null; first_at: Date | null }> =
      await this.db.query(
        `SELECT COUNT(*) AS n, MAX(id) AS last_id, MIN(created_at) AS first_at FROM conversation_messages
          WHERE conversation_id = ? AND id > ? AND sender_id = ? AND held_at IS NULL`,
        [conversationId, after, senderId],
      );
    const count = Number(unread?.n ?? 0);
    if (!count || unread.last_id === null || !unread.first_at) return 'nothing unread';
    const dueAt = new Date(unread.first_at).getTime() + UNREAD_MAIL_AFTER_MS;
    if (dueAt > now.getTime()) return dueAt;
    const allowedAt = side.unread_mailed_at
      ? new Date(side.unread_mailed_at).getTime() + UNREAD_MAIL_EVERY_MS
      : 0;
    if (allowedAt > now.getTime()) return allowedAt;
    if (await this.access.blockedEitherWay(recipientId, senderId)) return 'blocked';
    if (!(await this.access.reachable(recipientId)) || !(await this.access.reachable(senderId)))
      return 'closed';
    if (!(await this.prefs.allowsMail(recipientId, 'unread_messages'))) return 'turned off';
    const facts = await this.members.factsOf([recipientId, senderId]);
    const recipient = facts.get(recipientId);
    const sender = facts.get(senderId);
    if (!recipient || !sender) return 'closed';

    const lastId = Number(unread.last_id);
    const site = this.config.PUBLIC_WEB_URL.replace(/\/+$/, '');
    // The claim and the queued mail in one transaction: a concurrent check waits on the row and then finds
    // the claim taken; a mail that cannot be queued undoes the claim (the job is tried again).
    return this.db.transaction(async (em) => {
      const claimed: { affectedRows: number } = await em.query(
        `UPDATE conversation_participants SET unread_mailed_at = ?, mailed_up_to = ?
          WHERE conversation_id = ? AND user_id = ? AND mailed_up_to < ?
            AND (unread_mailed_at IS NULL OR unread_mailed_at <= ?)`,
        [now, lastId, conversationId, recipientId, lastId, new Date(now.getTime() - UNREAD_MAIL_EVERY_MS)],
      );
      if (claimed.affectedRows !== 1) return 'mailed by another check';
      await this.mail.send(
        { email: recipient.email, language: recipient.language },
        'unread-messages',
        {
          first_name: recipient.first_name,
          sender_name: sender.full_name,
          count,
          url: `${site}/messages/${conversationId}`,
          settings_url: `${site}/Home/User/notification-settings`,
        },
        `${conversationId}-${recipientId}-${lastId}`,
        undefined,
        undefined,
        this.links.headers(recipientId, 'unread_messages'),
      );
      return 'mailed';
    });
  }
}
