import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LiveChannelService } from '../../core/live/live-channel';
import { MemberDirectory } from '../members';
import { MemberSearch } from '../search';
import { NotificationInboxService } from './notification-inbox.service';
import { groupKey, type MentionsJobData, type NotifyInput, type NotifyJobData } from './notifications.types';

/** At most this many members are notified of one text's mentions. */
const MENTIONS_MAX = 5;
/** `@` + a handle: the member's first and last name written together ("@AshaPatel"), decision 176. */
const MENTION = /(?<![\p{L}\p{N}_])@([\p{L}\p{N}]{2,60})/gu;

const handleOf = (first: string, last: string) =>
  `${first}${last}`
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/** "AshaPatel" → "Asha Patel" (the words a name search finds the member by). */
const wordsOf = (handle: string) => handle.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');

interface Packet {
  insertId: number | string;
  affectedRows: number;
}

/**
 * The worker's side: turns a queued event into the recipient's notification. Nothing for one's own
 * actions, for a recipient who is gone, or from a blocked (banned) actor (decision 175).
 */
@Injectable()
export class NotificationDeliveryService {
  private readonly logger = new Logger(NotificationDeliveryService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
    private readonly memberSearch: MemberSearch,
    private readonly inbox: NotificationInboxService,
    private readonly live: LiveChannelService,
  ) {}

  /** Writes the event into the recipient's unread group of its kind and subject; answers the group's id. */
  async deliver(event: NotifyJobData): Promise<number | null> {
    if (event.actorId !== null && event.actorId === event.recipientId) return null;
    const ids = event.actorId === null ? [event.recipientId] : [event.recipientId, event.actorId];
    const facts = await this.members.factsOf(ids);
    const recipient = facts.get(event.recipientId);
    if (!recipient || recipient.banned) return null;
    if (event.actorId !== null) {
      const actor = facts.get(event.actorId);
      if (!actor || actor.banned) return null;
    }
    const at = new Date(event.at);
    const key = groupKey(event, event.at);
    const result: Packet = await this.db.query(
      `INSERT INTO notifications
         (recipient_id, kind, subject_type, subject_id, group_key, actor_id, link, excerpt, detail, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id), actor_id = VALUES(actor_id), link = VALUES(link),
         excerpt = VALUES(excerpt), detail = VALUES(detail), updated_at = GREATEST(updated_at, VALUES(updated_at))`,
      [
        event.recipientId,
        event.kind,
        event.subject.type,
        event.subject.id,
        key,
        event.actorId,
        event.link.slice(0, 255),
        event.excerpt?.slice(0, 200) ?? null,
        event.detail?.slice(0, 60) ?? null,
        at,
        at,
      ],
    );
    const id = Number(result.insertId);
    if (event.actorId !== null) {
      const added: Packet = await this.db.query(
        'INSERT IGNORE INTO notification_actors (notification_id, actor_id, created_at) VALUES (?, ?, ?)',
        [id, event.actorId, at],
      );
      if (added.affectedRows === 1)
        await this.db.query('UPDATE notifications SET actor_count = actor_count + 1 WHERE id = ?', [id]);
    }
    await this.announce(event.recipientId, id);
    return id;
  }

  /**
   * Tells the recipient's open pages (decision 275): the notification as the list shows it and the new
   * unread count. After the write, and never failing it: a page that missed the event sees both on its next
   * load.
   */
  private async announce(recipientId: number, id: number): Promise<void> {
    try {
      const [notification, unread] = await Promise.all([
        this.inbox.one(recipientId, id),
        this.inbox.unreadCount(recipientId),
      ]);
      this.live.publish([recipientId], { type: 'notification', notification, unread });
    } catch (error) {
      this.logger.warn({ msg: 'notification not announced', id, error: String(error) });
    }
  }

  /** The members a text mentions (by handle, at most five, never the author), each notified. */
  async deliverMentions(job: MentionsJobData): Promise<number> {
    const handles = [...new Set([...job.text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))].slice(
      0,
      MENTIONS_MAX,
    );
    const originals = new Map([...job.text.matchAll(MENTION)].map((m) => [m[1]!.toLowerCase(), m[1]!]));
    let sent = 0;
    for (const handle of handles) {
      const found = await this.membersByHandle(originals.get(handle) ?? handle);
      for (const card of found.slice(0, MENTIONS_MAX)) {
        if (card.id === job.authorId) continue;
        const id = await this.deliver({
          recipientId: card.id,
          kind: 'mentioned',
          actorId: job.authorId,
          subject: job.subject,
          link: job.link,
          excerpt: job.text.slice(0, 200),
          detail: job.subject.type,
          at: job.at,
        });
        if (id !== null) sent++;
      }
    }
    return sent;
  }

  /**
   * The members whose handle this is: found by name ("AshaPatel" is searched as "Asha Patel"); a handle
   * written without capitals is searched by its first letters (the first name's beginning) instead.
   */
  private async membersByHandle(written: string) {
    const handle = written.toLowerCase();
    const words = wordsOf(written);
    const cards = await this.memberSearch.byName(words.includes(' ') ? words : handle.slice(0, 4), 50);
    return cards.filter((card) => handleOf(card.first_name, card.last_name) === handle);
  }

  /** Takes an actor out of the recipient's unread group; an emptied group goes. */
  async retract(input: Omit<NotifyInput, 'link'>): Promise<void> {
    if (input.actorId === null) return;
    const [group]: Array<{ id: string; actor_id: number | null }> = await this.db.query(
      'SELECT id, actor_id FROM notifications WHERE recipient_id = ? AND unread_key = ?',
      [input.recipientId, groupKey(input, '')],
    );
    if (!group) return;
    const removed: Packet = await this.db.query(
      'DELETE FROM notification_actors WHERE notification_id = ? AND actor_id = ?',
      [group.id, input.actorId],
    );
    if (removed.affectedRows !== 1) return;
    const [latest]: Array<{ actor_id: number }> = await this.db.query(
      'SELECT actor_id FROM notification_actors WHERE notification_id = ? ORDER BY created_at DESC LIMIT 1',
      [group.id],
    );
    if (!latest) {
      await this.db.query('DELETE FROM notifications WHERE id = ? AND read_at IS NULL', [group.id]);
      return;
    }
    await this.db.query(
      'UPDATE notifications SET actor_count = GREATEST(actor_count, 1) - 1, actor_id = ? WHERE id = ?',
      [latest.actor_id, group.id],
    );
  }
}
