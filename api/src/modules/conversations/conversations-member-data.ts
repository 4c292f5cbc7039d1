import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import type { MessageImageFile } from './entities/conversation-message.entity';
import { MessageImagesService } from './message-images';

/**
 * The conversations module's share of a member's data rights (decision 273): the export holds the member's
 * conversations (with whom, about what) and every message the member wrote; the other member's messages are
 * theirs and stay out. When a deleted account is purged, its messages, its side of each conversation and
 * its blocks go; the other member keeps the conversation, with their own messages, beside "Deleted member".
 */
@Injectable()
export class ConversationsMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly images: MessageImagesService,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'conversations',
      export: async (memberId) => {
        const conversations: Array<Record<string, unknown>> = await this.db.query(
          `SELECT c.id, p.other_id AS with_member_id, c.context_type, c.context_id, c.created_at
           FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id
           WHERE p.user_id = ? ORDER BY c.id`,
          [memberId],
        );
        const messages: Array<Record<string, unknown>> = await this.db.query(
          `SELECT id, conversation_id, body, created_at FROM conversation_messages
           WHERE sender_id = ? ORDER BY id`,
          [memberId],
        );
        return {
          records: {
            conversations,
            messages_written: messages.map((m) => ({ ...m, id: Number(m.id) })),
          },
        };
      },
      erase: async (memberId) => {
        // The image files first (decision 277): a run cut short after this is finished by the next one.
        const withImages: Array<{ images: string | MessageImageFile[] }> = await this.db.query(
          'SELECT images FROM conversation_messages WHERE sender_id = ? AND images IS NOT NULL',
          [memberId],
        );
        for (const row of withImages)
          await this.images.remove(typeof row.images === 'string' ? JSON.parse(row.images) : row.images);
        await this.db.query('DELETE FROM conversation_messages WHERE sender_id = ?', [memberId]);
        await this.db.query('DELETE FROM conversation_participants WHERE user_id = ?', [memberId]);
        await this.db.query('DELETE FROM member_blocks WHERE blocker_id = ? OR blocked_id = ?', [
          memberId,
          memberId,
        ]);
      },
    });
  }
}
