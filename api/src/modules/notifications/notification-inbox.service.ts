import {
  type MemberLanguage,
  type MemberNotification,
  type NotificationKind,
  type NotificationList,
  NotificationMessages,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type UnreadNotifications,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberDirectory } from '../members';
import { notificationText } from './notification-text';

interface Row {
  id: string;
  kind: NotificationKind;
  actor_id: number | null;
  actor_count: number;
  link: string;
  excerpt: string | null;
  detail: string | null;
  created_at: Date;
  updated_at: Date;
  read_at: Date | null;
}

/** A page's position: the last group's time (ms) and id, newest first ("1795489717500_42"). */
export const CURSOR = /^(\d{1,15})_(\d{1,19})$/;
const cursorOf = (row: Row) => `${row.updated_at.getTime()}_${row.id}`;

/** A member's notifications: the unread count, the list (keyset pages), marking read. */
@Injectable()
export class NotificationInboxService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: MemberDirectory,
  ) {}

  /**
   * One range read of the (recipient_id, read_at) index, at most UNREAD_COUNT_CAP + 1 entries: the cost
   * never grows with the table or the member's history (decision 178).
   */
  async unreadCount(memberId: number): Promise<UnreadNotifications> {
    const [{ n }]: Array<{ n: number | string }> = await this.db.query(
      `SELECT COUNT(*) AS n FROM (
         SELECT 1 FROM notifications WHERE recipient_id = ? AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP + 1}
       ) AS unread`,
      [memberId],
    );
    const count = Number(n);
    return { count: Math.min(count, UNREAD_COUNT_CAP), more: count > UNREAD_COUNT_CAP };
  }

  /**
   * Newest (last event) first; `before` is the previous page's `next_before`. The texts in `language`: the
   * reader's, as the request names it (decision 392).
   */
  async list(
    memberId: number,
    before?: string,
    limit = NOTIFICATIONS_PAGE_SIZE,
    language: MemberLanguage = 'en',
  ): Promise<NotificationList> {
    const cursor = before ? CURSOR.exec(before) : null;
    const params: unknown[] = [memberId];
    let where = 'recipient_id = ?';
    if (cursor) {
      const at = new Date(Number(cursor[1]));
      where += ' AND (updated_at < ? OR (updated_at = ? AND id < ?))';
      params.push(at, at, cursor[2]);
    }
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, actor_id, actor_count, link, excerpt, detail, created_at, updated_at, read_at
         FROM notifications WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ${limit + 1}`,
      params,
    );
    const page = rows.slice(0, limit);
    return {
      data: await this.present(page, language),
      next_before: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
    };
  }

  /**
   * The unread notifications of some kinds since a time (the digest), newest first, at most `limit`, in
   * the member's saved language (the digest's).
   */
  async unreadSince(
    memberId: number,
    kinds: NotificationKind[],
    since: Date,
    limit: number,
    language: MemberLanguage = 'en',
  ) {
    if (!kinds.length) return [];
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, actor_id, actor_count, link, excerpt, detail, created_at, updated_at, read_at
         FROM notifications
        WHERE recipient_id = ? AND read_at IS NULL AND updated_at > ? AND kind IN (?)
        ORDER BY updated_at DESC, id DESC LIMIT ${Number(limit)}`,
      [memberId, since, kinds],
    );
    return this.present(rows, language);
  }

  /**
   * One notification of the member's, as the list shows it (the live event of a new one), in the member's
   * saved language (no request names one); null if gone.
   */
  async one(memberId: number, id: number): Promise<MemberNotification | null> {
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, actor_id, actor_count, link, excerpt, detail, created_at, updated_at, read_at
         FROM notifications WHERE id = ? AND recipient_id = ?`,
      [id, memberId],
    );
    if (!rows.length) return null;
    return (await this.present(rows, await this.members.languageOf(memberId)))[0] ?? null;
  }

  async markRead(memberId: number, id: number): Promise<void> {
    const [row]: Array<{ read_at: Date | null }> = await this.db.query(
      'SELECT read_at FROM notifications WHERE id = ? AND recipient_id = ?',
      [id, memberId],
    );
    if (!row) throw new NotFoundError(NotificationMessages.notFound);
    if (!row.read_at)
      await this.db.query(
        'UPDATE notifications SET read_at = CURRENT_TIMESTAMP(3) WHERE id = ? AND read_at IS NULL',
        [id],
      );
  }

  async markAllRead(memberId: number): Promise<void> {
    await this.db.query(
      'UPDATE notifications SET read_at = CURRENT_TIMESTAMP(3) WHERE recipient_id = ? AND read_at IS NULL',
      [memberId],
    );
  }

  private async present(rows: Row[], language: MemberLanguage): Promise<MemberNotification[]> {
    const cards = await this.members.cards(
      rows.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id])),
    );
    return rows.map((row) => {
      const card = row.actor_id === null ? undefined : cards.get(row.actor_id);
      const others = card ? Math.max(0, row.actor_count - 1) : 0;
      return {
        id: Number(row.id),
        kind: row.kind,
        text: notificationText(row.kind, card?.full_name ?? null, others, row.detail, language),
        excerpt: row.excerpt,
        link: row.link,
        actor: card ? { id: card.id, full_name: card.full_name, profile_photo: card.profile_photo } : null,
        others_count: others,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        read_at: row.read_at ? row.read_at.toISOString() : null,
      };
    });
  }
}
