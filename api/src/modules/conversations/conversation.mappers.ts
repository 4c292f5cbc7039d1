import {
  type ConversationContext,
  type ConversationContextType,
  type ConversationMember,
  type ConversationMessage,
  DELETED_MEMBER_NAME,
} from '@app/contracts';
import type { MemberCard } from '../members';
import type { ConversationMessageEntity, MessageImageFile } from './entities/conversation-message.entity';

/** The other member's card, or "Deleted member" when the account is gone (cards leave deleted ids out). */
export function toConversationMember(id: number, card: MemberCard | undefined): ConversationMember {
  if (!card)
    return {
      id,
      full_name: DELETED_MEMBER_NAME,
      profile_photo: null,
      user_type: null,
      user_type_text: null,
      blue_tick: 0,
      deleted: true,
    };
  return {
    id,
    full_name: card.full_name,
    profile_photo: card.profile_photo,
    user_type: card.user_type,
    user_type_text: card.user_type_text,
    blue_tick: card.blue_tick,
    deleted: false,
  };
}

/** A message as stored (an entity, or a joined row whose BIGINT id may be a number already). */
type StoredMessage = Pick<
  ConversationMessageEntity,
  'conversation_id' | 'sender_id' | 'body' | 'held_at' | 'created_at'
> & { id: string | number; images?: MessageImageFile[] | string | null };

/** A JSON column as mysql2 answers it in a raw query (a string) or TypeORM in an entity (parsed). */
const imagesOf = (value: MessageImageFile[] | string | null | undefined): MessageImageFile[] =>
  (typeof value === 'string' ? (JSON.parse(value) as MessageImageFile[] | null) : value) ?? [];

export function toConversationMessage(m: StoredMessage): ConversationMessage {
  return {
    id: Number(m.id),
    conversation_id: Number(m.conversation_id),
    sender_id: Number(m.sender_id),
    body: m.body,
    images: imagesOf(m.images).map((image, n) => ({
      url: `/api/conversations/${Number(m.conversation_id)}/messages/${Number(m.id)}/images/${n}`,
      width: image.width,
      height: image.height,
    })),
    held: m.held_at !== null,
    created_at: new Date(m.created_at).toISOString(),
  };
}

/** 'none'/0 is a conversation between members who follow each other. */
export function toContext(type: string, id: number): ConversationContext | null {
  return type === 'none' ? null : { type: type as ConversationContextType, id: Number(id) };
}
