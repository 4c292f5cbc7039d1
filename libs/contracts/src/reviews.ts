import type { Page } from './envelope.js';
import type { DirectoryCard } from './marketplace.js';
import type { UserType } from './users.js';

/**
 * Reviews and reputation (issue 33): both sides of a finished trade rate each other. A trade is an awarded
 * quote (owner ↔ vendor, trade_id = the quote's id) or a hire (owner ↔ professional, trade_id = the
 * application's id).
 */
export const REVIEW_TRADE_TYPES = ['quote', 'hire'] as const;
export type ReviewTradeType = (typeof REVIEW_TRADE_TYPES)[number];

/** Who writes about whom: the owner of the requirement or job, or the vendor or professional. */
export type ReviewDirection =
  'owner_to_vendor' | 'vendor_to_owner' | 'owner_to_professional' | 'professional_to_owner';

/** The tags a review may carry, a short list per direction (decision 281). */
export const REVIEW_TAGS: Record<ReviewDirection, readonly string[]> = {
  owner_to_vendor: ['on_time', 'quality_as_promised', 'fair_price', 'responsive'],
  vendor_to_owner: ['clear_payment_terms', 'paid_on_time', 'clear_requirements', 'respectful'],
  owner_to_professional: ['punctual', 'skilled', 'respectful', 'reliable'],
  professional_to_owner: ['paid_as_agreed', 'respectful', 'safe_workplace', 'clear_duties'],
};

/** What a member sees of each tag. */
export const REVIEW_TAG_TEXT: Record<string, string> = {
  on_time: 'On time',
  quality_as_promised: 'Quality as promised',
  fair_price: 'Fair price',
  responsive: 'Responsive',
  clear_payment_terms: 'Clear payment terms',
  paid_on_time: 'Paid on time',
  clear_requirements: 'Clear requirements',
  respectful: 'Respectful',
  punctual: 'Punctual',
  skilled: 'Skilled',
  reliable: 'Reliable',
  paid_as_agreed: 'Paid as agreed',
  safe_workplace: 'Safe workplace',
  clear_duties: 'Clear duties',
};

export const REVIEW_RULES = {
  /** Days after the award or hire during which each side may write (and edit before the reveal). */
  windowDays: 30,
  textMax: 1000,
  replyMax: 1000,
  tagsMax: 3,
  perPage: 10,
  maxPerPage: 50,
  /** Reminder mails this many days before a window closes. */
  reminderDays: [3, 1],
} as const;

export const ReviewMessages = {
  created:
    'Your review is saved. It will be shown once the other side has written theirs or the window has closed.',
  updated: 'Your review is updated.',
  replied: 'Your reply is published.',
  replyHeld: 'Thank you. Your reply will be published once our team has checked it.',
  tradeNotFound: 'This trade does not exist or is not yours to review.',
  notFinished: 'Only an awarded quote or a hire can be reviewed.',
  windowClosed: 'The 30 days to review this trade are over.',
  alreadyReviewed: 'You have already reviewed this trade.',
  reviewNotFound: 'Review not found.',
  notYours: 'You can only edit your own review.',
  revealed: 'This review is published and can no longer be edited.',
  notRevealed: 'You can reply once the review is published.',
  notAboutYou: 'Only the reviewed member can reply.',
  alreadyReplied: 'You have already replied to this review.',
  tagNotAllowed: 'The selected tags are invalid for this review.',
} as const;

/** A member's rating as every list shows it: average to one decimal (null without reviews) and count. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** The profile's rating: the summary and how many reviews gave each number of stars. */
export interface RatingDetail extends RatingSummary {
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** A published review as anyone sees it. */
export interface PublicReview {
  id: number;
  trade_type: ReviewTradeType;
  rating: number;
  text: string;
  tags: string[];
  author: { id: number | null; name: string; photo: string | null };
  created_at: string;
  revealed_at: string;
  reply: { text: string; created_at: string } | null;
}

/** GET users/{id}/reviews. */
export interface MemberReviews {
  rating: RatingDetail;
  reviews: Page<PublicReview>;
}

/** The author's own review, as POST and PUT reviews answer it. */
export interface OwnReview {
  id: number;
  trade_type: ReviewTradeType;
  trade_id: number;
  subject_id: number;
  rating: number;
  text: string;
  tags: string[];
  created_at: string;
  updated_at: string;
  revealed_at: string | null;
  window_closes_at: string;
  /** Whether staff or an automatic check hid it. */
  hidden: boolean;
}

/** POST reviews/{id}/reply. */
export interface ReviewReply {
  review_id: number;
  text: string;
  created_at: string;
  /** Held by a watched word: not shown until staff release it (decision 285). */
  hidden: boolean;
}

/** POST reviews. */
export interface ReviewPayload {
  trade_type: ReviewTradeType;
  trade_id: number;
  rating: number;
  text: string;
  tags?: string[];
}

/** GET reviews/pending: a trade the member may still review (or edit their hidden review of). */
export interface PendingReview {
  trade_type: ReviewTradeType;
  trade_id: number;
  /** The requirement's or job's title. */
  title: string;
  other: { id: number; name: string; photo: string | null };
  traded_at: string;
  window_closes_at: string;
  /** The tags allowed in this direction. */
  tags: readonly string[];
  /** The member's review, when written but not yet revealed (editable). */
  review: OwnReview | null;
}

/** A review as the console's moderators list it (admin-api/reviews). */
export interface StaffReviewRecord {
  id: number;
  trade_type: ReviewTradeType;
  trade_id: number;
  author_id: number | null;
  subject_id: number;
  rating: number;
  text: string;
  tags: string[];
  reply: string | null;
  /** Whether the reply is held (a watched word, a report, staff): the review itself stays as it is. */
  reply_hidden: boolean;
  created_at: string;
  revealed_at: string | null;
  hidden: boolean;
  hidden_reason: string | null;
}

/**
 * The Bayesian rating that orders "top rated" directories (decision 283): a prior of REVIEW_PRIOR.stars worth
 * REVIEW_PRIOR.weight reviews, so that one 5-star review does not outrank forty 4.8s.
 */
export const REVIEW_PRIOR = { stars: 3.5, weight: 5 } as const;

/** GET reviews/top-rated: a directory card with its rating, best Bayesian score first. */
export interface TopRatedCard extends DirectoryCard {
  rating: RatingSummary;
}

/** Query of GET reviews/top-rated. */
export interface TopRatedQuery {
  user_type: UserType;
  page?: number;
  per_page?: number;
}
