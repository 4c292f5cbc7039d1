import {
  DELETED_MEMBER_NAME,
  type OwnReview,
  type PublicReview,
  type StaffReviewRecord,
} from '@app/contracts';
import type { MemberCard } from '../members';
import type { ReviewEntity } from './entities/review.entity';

export function toOwnReview(r: ReviewEntity): OwnReview {
  return {
    id: r.id,
    trade_type: r.trade_type,
    trade_id: r.trade_id,
    subject_id: r.subject_id,
    rating: r.rating,
    text: r.text,
    tags: r.tags,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    revealed_at: r.revealed_at?.toISOString() ?? null,
    window_closes_at: r.window_closes_at.toISOString(),
    hidden: r.held_at !== null || r.author_held_at !== null,
  };
}

/** A published review; an author without a card (deleted account, or purged: no id) signs "Deleted member". */
export function toPublicReview(r: ReviewEntity, author: MemberCard | undefined): PublicReview {
  return {
    id: r.id,
    trade_type: r.trade_type,
    rating: r.rating,
    text: r.text,
    tags: r.tags,
    author: author
      ? { id: author.id, name: author.full_name, photo: author.profile_photo }
      : { id: null, name: DELETED_MEMBER_NAME, photo: null },
    created_at: r.created_at.toISOString(),
    revealed_at: (r.revealed_at ?? r.created_at).toISOString(),
    // A held reply is not shown at all (decision 285): the review reads as not answered yet.
    reply:
      r.reply && r.replied_at && !r.reply_held_at
        ? { text: r.reply, created_at: r.replied_at.toISOString() }
        : null,
  };
}

export function toStaffReview(r: ReviewEntity): StaffReviewRecord {
  return {
    id: r.id,
    trade_type: r.trade_type,
    trade_id: r.trade_id,
    author_id: r.author_id,
    subject_id: r.subject_id,
    rating: r.rating,
    text: r.text,
    tags: r.tags,
    reply: r.reply,
    reply_hidden: r.reply_held_at !== null,
    created_at: r.created_at.toISOString(),
    revealed_at: r.revealed_at?.toISOString() ?? null,
    hidden: r.held_at !== null || r.author_held_at !== null,
    hidden_reason: r.hidden_reason,
  };
}
