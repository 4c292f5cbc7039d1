import {
  type ConversationMessage,
  ConversationMessages,
  type MessageList,
  type ReadState,
  type ReportReceipt,
} from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, Not, type Repository } from 'typeorm';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { LiveChannelService } from '../../core/live/live-channel';
import { ModerationService, ReportsService } from '../moderation';
import { ConversationAccessService } from './conversation-access';
import { toConversationMessage } from './conversation.mappers';
import type { MessageListQuery, ReportMessageDto } from './dto/conversation.dto';
import { ConversationMessageEntity } from './entities/conversation-message.entity';
import { UnreadMessageMailsService } from './unread-mails';
import { MessageImagesService, type UploadedMessageImage } from './message-images';

/**
 * A thread's messages: reading them by id, sending, read positions and reports. Every method first checks
 * that the member takes part in the conversation (404 otherwise).
 */
@Injectable()
export class ConversationMessagesService {
  private readonly logger = new Logger(ConversationMessagesService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(ConversationMessageEntity)
    private readonly messages: Repository<ConversationMessageEntity>,
    private readonly access: ConversationAccessService,
    private readonly moderation: ModerationService,
    private readonly reports: ReportsService,
    private readonly live: LiveChannelService,
    private readonly unreadMails: UnreadMessageMailsService,
    private readonly images: MessageImagesService,
  ) {}

  /**
   * A page of the thread by the (conversation_id, id) index, oldest first within the page: the newest page,
   * the page `before` an id, or what came `after` an id (a reconnecting page). Held messages show to their
   * sender only.
   */
  async list(memberId: number, conversationId: number, query: MessageListQuery): Promise<MessageList> {
    await this.access.participant(memberId, conversationId);
    const forward = query.after !== undefined;
    const qb = this.messages
      .createQueryBuilder('m')
      .where('m.conversation_id = :conversationId', { conversationId })
      .andWhere('(m.held_at IS NULL OR m.sender_id = :memberId)', { memberId })
      .orderBy('m.id', forward ? 'ASC' : 'DESC')
      .limit(query.limit + 1);
    if (forward) qb.andWhere('m.id > :after', { after: query.after });
    else if (query.before !== undefined) qb.andWhere('m.id < :before', { before: query.before });
    const rows = await qb.getMany();
    const page = rows.slice(0, query.limit);
    if (!forward) page.reverse();
    return { data: page.map(toConversationMessage), more: rows.length > query.limit };
  }

  /**
   * Sends a message. Text the watched words pass, without images, is stored shown in one transaction
   * (decision 362); anything else is stored held and shown only once the checks passed it (as posts are,
   * failing closed: a check that fails holds it); a held message waits for staff and its sender alone sees it.
   */
  async send(
    memberId: number,
    conversationId: number,
    body: string,
    files: UploadedMessageImage[] = [],
  ): Promise<ConversationMessage> {
    const mine = await this.access.participant(memberId, conversationId);
    if (await this.access.blockedEitherWay(memberId, mine.other_id))
      throw new ForbiddenError(ConversationMessages.blocked);
    if (!(await this.access.reachable(mine.other_id))) throw new ForbiddenError(ConversationMessages.closed);
    // The images are checked before anything is stored: a form with one bad file is refused whole.
    const cleaned = await this.images.prepare(files);
    if (!cleaned.length && !(await this.wouldHold(body)))
      return this.sendShown(conversationId, memberId, mine.other_id, body);
    const stored = await this.images.store(conversationId, cleaned);

    const saved = await this.messages.save(
      this.messages.create({
        conversation_id: conversationId,
        sender_id: memberId,
        body,
        images: stored.length ? stored : null,
        held_at: new Date(),
      }),
    );
    let hold = true;
    try {
      hold = (
        await this.moderation.screenText({
          subject: 'message',
          subjectId: Number(saved.id),
          authorId: memberId,
          text: body,
        })
      ).hold;
      // The post image checks (the blocklist of removed images), every image even when one holds already.
      for (const [n, image] of cleaned.entries()) {
        const verdict = await this.moderation.screenImage({
          subject: 'message',
          subjectId: Number(saved.id),
          mediaId: n,
          authorId: memberId,
          image: image.data,
        });
        hold = hold || verdict.hold;
      }
    } catch (error) {
      this.logger.error({ msg: 'screening failed; message held', id: saved.id, error: String(error) });
    }
    if (!hold) return (await this.publish(Number(saved.id))) ?? toConversationMessage(saved);
    return toConversationMessage(saved);
  }

  /**
   * Shows a held message (screening passed, or staff released it): the conversation's last message and
   * activity, the recipient's unread counter, both inboxes (a left conversation comes back), then the live
   * event. Idempotent: only the call that clears `held_at` does the rest.
   */
  async publish(messageId: number): Promise<ConversationMessage | null> {
    const message = await this.db.transaction(async (em) => {
      const { affected } = await em.update(
        ConversationMessageEntity,
        { id: String(messageId), held_at: Not(IsNull()) },
        { held_at: null },
      );
      if (!affected) return null;
      const m = await em.findOneByOrFail(ConversationMessageEntity, { id: String(messageId) });
      await this.recordShown(em, m);
      return m;
    });
    if (!message) return null;
    return this.announce(message, await this.memberIds(message.conversation_id));
  }

  /** Whether the watched words hold the text; a check that fails holds it (the held path screens again). */
  private async wouldHold(body: string): Promise<boolean> {
    try {
      return await this.moderation.textWouldHold(body);
    } catch (error) {
      this.logger.error({ msg: 'pre-screening failed; message held', error: String(error) });
      return true;
    }
  }

  /**
   * A message the checks passed before it was stored (text only): the row, the conversation's last message
   * and both sides in one transaction, its time and id known without reading it back (decision 362).
   */
  private async sendShown(
    conversationId: number,
    senderId: number,
    otherId: number,
    body: string,
  ): Promise<ConversationMessage> {
    const message = await this.db.transaction(async (em) => {
      const m: ConversationMessageEntity = Object.assign(new ConversationMessageEntity(), {
        conversation_id: conversationId,
        sender_id: senderId,
        body,
        images: null,
        held_at: null,
        created_at: new Date(),
      });
      const written: { insertId: number | string } = await em.query(
        `INSERT INTO conversation_messages (conversation_id, sender_id, body, images, held_at, created_at)
         VALUES (?, ?, ?, NULL, NULL, ?)`,
        [m.conversation_id, m.sender_id, m.body, m.created_at],
      );
      m.id = String(written.insertId);
      await this.recordShown(em, m);
      return m;
    });
    return this.announce(message, [senderId, otherId]);
  }

  /** A shown message moves its conversation: last message, both sides' activity, the recipient's unread. */
  private async recordShown(em: EntityManager, m: ConversationMessageEntity): Promise<void> {
    await em.query(
      'UPDATE conversations SET last_message_id = GREATEST(COALESCE(last_message_id, 0), ?) WHERE id = ?',
      [m.id, m.conversation_id],
    );
    await em.query(
      `UPDATE conversation_participants
       SET activity_at = ?, left_at = NULL,
           unread_count = IF(user_id = ?, unread_count, unread_count + 1),
           last_read_id = IF(user_id = ?, GREATEST(last_read_id, ?), last_read_id)
       WHERE conversation_id = ?`,
      [m.created_at, m.sender_id, m.sender_id, m.id, m.conversation_id],
    );
  }

  /** The live event to both members' pages, and the recipient's unread mail if it stays unread (274). */
  private async announce(
    message: ConversationMessageEntity,
    memberIds: number[],
  ): Promise<ConversationMessage> {
    const shown = toConversationMessage(message);
    this.live.publish(memberIds, { type: 'message', message: shown });
    // The recipient hears of it by mail if it is still unread in 15 minutes (decision 274).
    for (const recipientId of memberIds)
      if (recipientId !== message.sender_id)
        await this.unreadMails.schedule(message.conversation_id, recipientId);
    return shown;
  }

  /**
   * An image of a message, for its two participants only (404 for anyone else, as the conversation itself;
   * a held message's images for its sender only).
   */
  async image(memberId: number, conversationId: number, messageId: number, n: number) {
    await this.access.participant(memberId, conversationId);
    const message = await this.messages.findOneBy({ id: String(messageId), conversation_id: conversationId });
    const file =
      message && (message.held_at === null || message.sender_id === memberId)
        ? message.images?.[n]
        : undefined;
    const found = file ? await this.images.read(file.key) : null;
    if (!found) throw new NotFoundError(ConversationMessages.imageNotFound);
    return found;
  }

  /** Marks the thread read up to a message id (never backwards) and answers the unread count left. */
  async read(memberId: number, conversationId: number, upTo: number): Promise<ReadState> {
    const mine = await this.access.participant(memberId, conversationId);
    await this.db.query(
      `UPDATE conversation_participants p JOIN conversations c ON c.id = p.conversation_id
       SET p.last_read_id = GREATEST(p.last_read_id, LEAST(?, COALESCE(c.last_message_id, 0)))
       WHERE p.conversation_id = ? AND p.user_id = ?`,
      [upTo, conversationId, memberId],
    );
    // Recounted from the thread: the unread messages are the few after the read position.
    await this.db.query(
      `UPDATE conversation_participants p
       SET p.unread_count = (SELECT COUNT(*) FROM conversation_messages m
                             WHERE m.conversation_id = p.conversation_id AND m.id > p.last_read_id
                               AND m.sender_id <> p.user_id AND m.held_at IS NULL)
       WHERE p.conversation_id = ? AND p.user_id = ?`,
      [conversationId, memberId],
    );
    const after = await this.access.participant(memberId, conversationId);
    const state: ReadState = {
      conversation_id: conversationId,
      last_read_id: after.last_read_id,
      unread_count: after.unread_count,
    };
    if (after.last_read_id !== mine.last_read_id)
      this.live.publish([memberId, mine.other_id], { type: 'read', read: { ...state, reader_id: memberId } });
    return state;
  }

  /**
   * Reports a message of the other member into the review queue (its evidence: the message and the five
   * before it, see MessageModeration). Only a participant who can see the message may report it.
   */
  async report(
    memberId: number,
    conversationId: number,
    messageId: number,
    input: ReportMessageDto,
  ): Promise<{ receipt: ReportReceipt; created: boolean }> {
    await this.access.participant(memberId, conversationId);
    const message = await this.messages.findOneBy({ id: String(messageId), conversation_id: conversationId });
    if (!message || (message.held_at !== null && message.sender_id !== memberId))
      throw new NotFoundError(ConversationMessages.messageNotFound);
    if (message.sender_id === memberId) throw new ForbiddenError(ConversationMessages.ownMessage);
    return this.reports.report(memberId, {
      subject_type: 'message',
      subject_id: messageId,
      reason: input.reason,
      details: input.details,
    });
  }

  private async memberIds(conversationId: number): Promise<number[]> {
    const rows: Array<{ user_id: number }> = await this.db.query(
      'SELECT user_id FROM conversation_participants WHERE conversation_id = ?',
      [conversationId],
    );
    return rows.map((r) => Number(r.user_id));
  }
}
