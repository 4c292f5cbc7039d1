import { CONVERSATION_LIMITS } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import { ModerationService } from '../moderation';
import { ConversationMessagesService } from './conversation-messages.service';
import { ConversationMessageEntity } from './entities/conversation-message.entity';
import { MessageImagesService } from './message-images';

/**
 * The conversations module's side of moderation: messages are a subject ('message') that staff hold,
 * release and remove. Staff read a conversation only through a review item: its evidence is the reported
 * message with the CONVERSATION_LIMITS.evidenceBefore messages before it (decision 273), kept when the item
 * is stored, and the console's review screens are audit-logged.
 */
@Injectable()
export class MessageModerationService implements OnModuleInit {
  constructor(
    private readonly moderation: ModerationService,
    private readonly threads: ConversationMessagesService,
    @InjectRepository(ConversationMessageEntity)
    private readonly messages: Repository<ConversationMessageEntity>,
    private readonly images: MessageImagesService,
  ) {}

  onModuleInit(): void {
    this.moderation.registerSubject('message', {
      authorOf: async (id) =>
        (await this.messages.findOne({ select: { sender_id: true }, where: { id: String(id) } }))
          ?.sender_id ?? null,
      hold: async (id) => {
        await this.messages.update({ id: String(id), held_at: IsNull() }, { held_at: new Date() });
      },
      release: async (id) => {
        await this.threads.publish(id);
      },
      snapshot: (id) => this.snapshot(id),
      remove: async (id) => {
        const message = await this.messages.findOne({
          select: { id: true, images: true },
          where: { id: String(id) },
        });
        await this.messages.delete({ id: String(id) });
        await this.images.remove(message?.images ?? null);
      },
      holdAllBy: async (authorId, at) => {
        await this.messages.update({ sender_id: authorId, held_at: IsNull() }, { held_at: at });
      },
      releaseAllBy: async (authorId, at) => {
        await this.messages.update({ sender_id: authorId, held_at: at }, { held_at: null });
      },
    });
  }

  /** The message and the ones before it in its thread, oldest first, one line per message. */
  private async snapshot(id: number) {
    const message = await this.messages.findOneBy({ id: String(id) });
    if (!message) return null;
    const before = await this.messages.find({
      where: { conversation_id: message.conversation_id, id: LessThanOrEqual(String(id)) },
      order: { id: 'DESC' },
      take: CONVERSATION_LIMITS.evidenceBefore + 1,
    });
    const lines = before
      .reverse()
      .map(
        (m) =>
          `${Number(m.id) === id ? '>> ' : ''}#${m.id} member ${m.sender_id} at ${m.created_at.toISOString()}: ${m.body}`,
      );
    return {
      title: `Message ${id} in conversation ${message.conversation_id}`,
      description: null,
      body: lines.join('\n'),
      // The reported message's images (the evidence store copies them under the item's private prefix).
      images: (message.images ?? []).map((image) => ({
        key: image.key,
        upload_ip: null,
        uploaded_at: message.created_at.toISOString(),
      })),
      created_at: message.created_at.toISOString(),
      created_ip: null,
    };
  }
}
