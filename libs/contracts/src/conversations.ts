import type { ReportReason } from './moderation.js';
import type { UserType } from './users.js';

/**
 * Conversations between two members (issue 31, decisions 270–272): optionally started from a trade (a quote,
 * an application, an interest in a listing, a vendor enquiry), otherwise between members who follow each
 * other.
 */

/** Where a conversation began. The id is the quote's, application's, listing's or enquiry's. */
export const CONVERSATION_CONTEXT_TYPES = [
  'quote',
  'application',
  'franchise',
  'restaurant_sale',
  'vendor_enquiry',
] as const;
export type ConversationContextType = (typeof CONVERSATION_CONTEXT_TYPES)[number];

/** What moderation calls a message (review items, reports, watched words). */
export const CONVERSATION_SUBJECT_TYPES = ['message'] as const;
export type ConversationSubjectType = (typeof CONVERSATION_SUBJECT_TYPES)[number];

export const CONVERSATION_LIMITS = {
  /** Characters of one message's text. */
  textMax: 4000,
  /** Images of one message, and the bytes of one upload (as post images). */
  imagesMax: 4,
  imageMaxBytes: 8 * 1024 * 1024,
  /** New conversations a day for members under a day old and members without Elite. */
  newPerDay: 10,
  /** Hours an account counts as new for the daily cap. */
  newAccountHours: 24,
  /** Conversations per inbox page, messages per thread page (defaults and maxima). */
  inboxPage: 20,
  threadPage: 30,
  pageMax: 100,
  /** Messages kept as evidence before a reported one. */
  evidenceBefore: 5,
} as const;

export const ConversationMessages = {
  notFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  imageNotFound: 'Image not found.',
  notAnImage: 'Each image must be a JPEG, PNG or WebP picture of at most 40 megapixels.',
  tooManyImages: 'A message may have at most 4 images.',
  imageTooLarge: 'Each image may be at most 8 MB.',
  unexpectedFile: 'Only images[0] to images[3] may carry files.',
  self: 'You cannot start a conversation with yourself.',
  memberNotFound: 'Member not found.',
  notMutual: 'You can message members who follow you and whom you follow, or start from a trade.',
  contextNotFound: 'There is nothing to talk about here.',
  contextNeedsMember: 'Say which interested member you want to message.',
  oneTarget: 'Give either user_id or context_type with context_id.',
  blocked: 'You cannot message this member.',
  closed: 'This conversation is closed.',
  dailyCap: 'You have started the most conversations allowed for today. Try again tomorrow.',
  emptyMessage: 'Write a message.',
  sent: 'Message sent.',
  started: 'Conversation ready.',
  read: 'Marked as read.',
  blockedDone: 'Member blocked.',
  unblockedDone: 'Member unblocked.',
  mutedDone: 'Conversation muted.',
  unmutedDone: 'Conversation unmuted.',
  leftDone: 'Conversation left.',
  ownMessage: 'You cannot report your own message.',
} as const;

/** The other member as the inbox shows them: a card, or "Deleted member". */
export interface ConversationMember {
  id: number;
  full_name: string;
  profile_photo: string | null;
  user_type: UserType | null;
  user_type_text: string | null;
  blue_tick: 0 | 1;
  deleted: boolean;
}

export interface ConversationMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  /** Up to CONVERSATION_LIMITS.imagesMax images; each URL answers the two participants only. */
  images: ConversationImage[];
  /** Held by the watched words: only its sender sees it until staff release it. */
  held: boolean;
  created_at: string;
}

/** An image of a message: `url` is an API path (`/api/conversations/{id}/messages/{messageId}/images/{n}`). */
export interface ConversationImage {
  url: string;
  width: number;
  height: number;
}

export interface ConversationContext {
  type: ConversationContextType;
  id: number;
}

export interface Conversation {
  id: number;
  other: ConversationMember;
  context: ConversationContext | null;
  last_message: ConversationMessage | null;
  unread_count: number;
  /** Up to which message id the other member has read (read receipts). */
  other_read_up_to: number;
  muted: boolean;
  /** I blocked the other member. */
  blocked: boolean;
  /** No new message can be sent: a block either way, or the other member is banned, suspended or deleted. */
  closed: boolean;
  last_activity_at: string;
}

export interface ConversationList {
  data: Conversation[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: string | null;
}

export interface MessageList {
  /** Oldest first. */
  data: ConversationMessage[];
  /**
   * Whether more messages lie in the page's direction: older ones (page on with `before` = data[0].id) for
   * the newest page and `before` pages; newer ones (page on with `after` = the last id) for `after` pages.
   */
  more: boolean;
}

/** The answer of POST conversations/{id}/read. */
export interface ReadState {
  conversation_id: number;
  last_read_id: number;
  unread_count: number;
}

export interface ConversationStartPayload {
  user_id?: number;
  context_type?: ConversationContextType;
  context_id?: number;
}

export interface MessageReportPayload {
  reason: ReportReason;
  details?: string;
}

export interface UnreadMessages {
  count: number;
}
