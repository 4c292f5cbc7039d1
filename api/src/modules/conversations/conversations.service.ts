import {
  type Conversation,
  CONVERSATION_LIMITS,
  type ConversationList,
  ConversationMessages,
  type UnreadMessages,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../core/errors/domain-error';
import { MemberDirectory } from '../members';
import { FollowsService } from '../follows';
import { ElitePolicyService, ReadMoreGateService, TradePartiesService } from '../marketplace';
import { ConversationAccessService } from './conversation-access';
import { toContext, toConversationMember, toConversationMessage } from './conversation.mappers';
import type { StartConversationDto } from './dto/conversation.dto';

/** A row of an inbox page: my side, the other's read position, the context and the last message. */
interface InboxRow {
  conversation_id: number;
  other_id: number;
  unread_count: number;
  muted: number;
  activity_at: Date;
  other_read_id: string | number;
  context_type: string;
  context_id: number;
  m_id: string | number | null;
  m_sender_id: number | null;
  m_body: string | null;
  m_images: string | null;
  m_held_at: Date | null;
  m_created_at: Date | null;
}

const INBOX_SELECT = `
  SELECT p.conversation_id, p.other_id, p.unread_count, p.muted, p.activity_at,
         COALESCE(o.last_read_id, 0) AS other_read_id, c.context_type, c.context_id,
         m.id AS m_id, m.sender_id AS m_sender_id, m.body AS m_body, m.images AS m_images, m.held_at AS m_held_at,
         m.created_at AS m_created_at
  FROM conversation_participants p
  JOIN conversations c ON c.id = p.conversation_id
  -- LEFT: a purged member's side is gone (decision 273); the other keeps the conversation.
  LEFT JOIN conversation_participants o ON o.conversation_id = p.conversation_id AND o.user_id = p.other_id
  LEFT JOIN conversation_messages m ON m.id = c.last_message_id`;

/**
 * The inbox and the life of a conversation: starting one (who may talk to whom), block, mute, leave.
 * Messages themselves are ConversationMessagesService's.
 */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ConversationAccessService,
    private readonly members: MemberDirectory,
    private readonly follows: FollowsService,
    private readonly trades: TradePartiesService,
    private readonly readMore: ReadMoreGateService,
    private readonly elite: ElitePolicyService,
  ) {}

  /** Newest activity first; a page is one range of the member's inbox index (decision 271). */
  async list(memberId: number, before: string | undefined, limit: number): Promise<ConversationList> {
    const params: unknown[] = [memberId];
    let keyset = '';
    if (before) {
      const [ms, id] = before.split('_').map(Number);
      const at = new Date(ms);
      keyset = 'AND (p.activity_at < ? OR (p.activity_at = ? AND p.conversation_id < ?))';
      params.push(at, at, id);
    }
    const rows: InboxRow[] = await this.db.query(
      `${INBOX_SELECT}
       WHERE p.user_id = ? AND p.left_at IS NULL ${keyset}
       ORDER BY p.activity_at DESC, p.conversation_id DESC LIMIT ?`,
      [...params, limit + 1],
    );
    const page = rows.slice(0, limit);
    const data = await this.toConversations(memberId, page);
    const last = page.at(-1);
    return {
      data,
      next_before:
        rows.length > limit && last
          ? `${new Date(last.activity_at).getTime()}_${last.conversation_id}`
          : null,
    };
  }

  /** One conversation of the member's (also a left one); 404 for anyone else. */
  async get(memberId: number, conversationId: number): Promise<Conversation> {
    await this.access.participant(memberId, conversationId);
    const rows: InboxRow[] = await this.db.query(
      `${INBOX_SELECT} WHERE p.user_id = ? AND p.conversation_id = ?`,
      [memberId, conversationId],
    );
    return (await this.toConversations(memberId, rows))[0];
  }

  /**
   * Opens the conversation with a member (members who follow each other) or about a trade; asking again
   * answers the same one (and brings it back to an inbox that had left it). Decision 270 has the rules.
   */
  async start(
    memberId: number,
    input: StartConversationDto,
  ): Promise<{ conversation: Conversation; created: boolean }> {
    const { otherId, contextType, contextId } = await this.counterpart(memberId, input);
    if (otherId === memberId) throw new InvalidInputError({ user_id: [ConversationMessages.self] });
    if (!(await this.members.exists(otherId))) throw new NotFoundError(ConversationMessages.memberNotFound);
    if (await this.access.blockedEitherWay(memberId, otherId))
      throw new ForbiddenError(ConversationMessages.blocked);

    const [low, high] = memberId < otherId ? [memberId, otherId] : [otherId, memberId];
    const key = [low, high, contextType, contextId];
    let existing = await this.findByKey(key);
    if (existing === null) {
      await this.checkDailyCap(memberId);
      const made = await this.create(memberId, otherId, key);
      if (made.created) return { conversation: await this.get(memberId, made.id), created: true };
      existing = made.id;
    }
    // Asking again brings a left conversation back to the member's inbox.
    await this.db.query(
      'UPDATE conversation_participants SET left_at = NULL WHERE conversation_id = ? AND user_id = ?',
      [existing, memberId],
    );
    return { conversation: await this.get(memberId, existing), created: false };
  }

  /**
   * Unread messages over the member's inbox, muted and left conversations aside (the header's badge): only
   * the conversations with unread messages, from `ix_participants_unread` alone (decision 344), however many
   * the member has had.
   */
  async unreadCount(memberId: number): Promise<UnreadMessages> {
    const rows: Array<{ n: string | number | null }> = await this.db.query(
      `SELECT SUM(unread_count) AS n FROM conversation_participants
       WHERE user_id = ? AND muted = 0 AND unread_count > 0 AND left_at IS NULL`,
      [memberId],
    );
    return { count: Number(rows[0]?.n ?? 0) };
  }

  /** Blocks the other member: no new messages either way, in any conversation; what was said stays readable. */
  async block(memberId: number, conversationId: number): Promise<Conversation> {
    const mine = await this.access.participant(memberId, conversationId);
    await this.db.query('INSERT IGNORE INTO member_blocks (blocker_id, blocked_id) VALUES (?, ?)', [
      memberId,
      mine.other_id,
    ]);
    return this.get(memberId, conversationId);
  }

  async unblock(memberId: number, conversationId: number): Promise<Conversation> {
    const mine = await this.access.participant(memberId, conversationId);
    await this.db.query('DELETE FROM member_blocks WHERE blocker_id = ? AND blocked_id = ?', [
      memberId,
      mine.other_id,
    ]);
    return this.get(memberId, conversationId);
  }

  /** A muted conversation still receives messages but leaves the badge and the mails alone. */
  async mute(memberId: number, conversationId: number, muted: boolean): Promise<Conversation> {
    await this.access.participant(memberId, conversationId);
    await this.db.query(
      'UPDATE conversation_participants SET muted = ? WHERE conversation_id = ? AND user_id = ?',
      [muted ? 1 : 0, conversationId, memberId],
    );
    return this.get(memberId, conversationId);
  }

  /** Hides the conversation from the member's inbox, read to the end, until the next message. */
  async leave(memberId: number, conversationId: number): Promise<Conversation> {
    await this.access.participant(memberId, conversationId);
    await this.db.query(
      `UPDATE conversation_participants p JOIN conversations c ON c.id = p.conversation_id
       SET p.left_at = CURRENT_TIMESTAMP(3), p.unread_count = 0,
           p.last_read_id = GREATEST(p.last_read_id, COALESCE(c.last_message_id, 0))
       WHERE p.conversation_id = ? AND p.user_id = ?`,
      [conversationId, memberId],
    );
    return this.get(memberId, conversationId);
  }

  /** Who the member talks to, and about what; 403/404 as the starting rules say. */
  private async counterpart(
    memberId: number,
    input: StartConversationDto,
  ): Promise<{ otherId: number; contextType: string; contextId: number }> {
    if (input.context_type === undefined || input.context_id === undefined) {
      const otherId = input.user_id!;
      if (otherId === memberId) throw new InvalidInputError({ user_id: [ConversationMessages.self] });
      if (!(await this.follows.followEachOther(memberId, otherId)))
        throw new ForbiddenError(ConversationMessages.notMutual);
      return { otherId, contextType: 'none', contextId: 0 };
    }
    const trade = await this.trades.counterpart(
      memberId,
      input.context_type,
      input.context_id,
      input.user_id,
    );
    if (!trade) throw new NotFoundError(ConversationMessages.contextNotFound);
    // A listing's Elite rule (read-more, decision 115); a trade that already exists needs no Elite.
    await this.readMore.check(memberId, trade.ownerId, trade.related);
    return { otherId: trade.otherId, contextType: input.context_type, contextId: input.context_id };
  }

  /** New accounts and members without Elite start at most CONVERSATION_LIMITS.newPerDay a day. */
  private async checkDailyCap(memberId: number): Promise<void> {
    const capped =
      (await this.access.isNewAccount(memberId, CONVERSATION_LIMITS.newAccountHours)) ||
      !(await this.elite.isElite(memberId));
    if (!capped) return;
    const rows: Array<{ n: string | number }> = await this.db.query(
      `SELECT COUNT(*) AS n FROM (
         SELECT 1 FROM conversations WHERE started_by = ? AND created_at > NOW(3) - INTERVAL 1 DAY LIMIT ?) d`,
      [memberId, CONVERSATION_LIMITS.newPerDay],
    );
    if (Number(rows[0]?.n ?? 0) >= CONVERSATION_LIMITS.newPerDay)
      throw new DomainError(429, ConversationMessages.dailyCap);
  }

  private async findByKey(key: unknown[]): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM conversations
       WHERE user_low_id = ? AND user_high_id = ? AND context_type = ? AND context_id = ?`,
      key,
    );
    return rows.length ? Number(rows[0].id) : null;
  }

  /** The conversation and both sides in one transaction; a race of two starts keeps the first (unique key). */
  private async create(
    memberId: number,
    otherId: number,
    key: unknown[],
  ): Promise<{ id: number; created: boolean }> {
    return this.db.transaction(async (em) => {
      const written: { affectedRows: number; insertId: number } = await em.query(
        `INSERT IGNORE INTO conversations (user_low_id, user_high_id, context_type, context_id, started_by)
         VALUES (?, ?, ?, ?, ?)`,
        [...key, memberId],
      );
      if (written.affectedRows !== 1) {
        const [row]: Array<{ id: number }> = await em.query(
          `SELECT id FROM conversations
           WHERE user_low_id = ? AND user_high_id = ? AND context_type = ? AND context_id = ?`,
          key,
        );
        return { id: Number(row.id), created: false };
      }
      const id = Number(written.insertId);
      await em.query(
        `INSERT INTO conversation_participants (conversation_id, user_id, other_id) VALUES (?, ?, ?), (?, ?, ?)`,
        [id, memberId, otherId, id, otherId, memberId],
      );
      return { id, created: true };
    });
  }

  private async toConversations(memberId: number, rows: InboxRow[]): Promise<Conversation[]> {
    const others = [...new Set(rows.map((r) => Number(r.other_id)))];
    const [cards, blocks] = await Promise.all([
      this.members.cards(others),
      this.access.blockedAmong(memberId, others),
    ]);
    return rows.map((r) => {
      const otherId = Number(r.other_id);
      const card = cards.get(otherId);
      // The other's held message is not shown to the member (its sender still sees it in the thread).
      const lastVisible = r.m_id !== null && (r.m_held_at === null || Number(r.m_sender_id) === memberId);
      return {
        id: Number(r.conversation_id),
        other: toConversationMember(otherId, card),
        context: toContext(r.context_type, r.context_id),
        last_message: lastVisible
          ? toConversationMessage({
              id: Number(r.m_id),
              conversation_id: Number(r.conversation_id),
              sender_id: Number(r.m_sender_id),
              body: r.m_body!,
              images: r.m_images,
              held_at: r.m_held_at,
              created_at: r.m_created_at!,
            })
          : null,
        unread_count: Number(r.unread_count),
        other_read_up_to: Number(r.other_read_id),
        muted: Boolean(Number(r.muted)),
        blocked: blocks.mine.has(otherId),
        closed: blocks.any.has(otherId) || !card,
        last_activity_at: new Date(r.activity_at).toISOString(),
      };
    });
  }
}
