import type { ConversationSubjectType } from './conversations.js';
import type { MarketplaceSubjectType } from './marketplace.js';

/** What a member can report (and what the automatic checks screen); a review's reply is a subject of its own. */
export const REPORT_SUBJECT_TYPES = ['post', 'comment', 'user', 'review', 'review_reply'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
/**
 * Everything moderation screens and members may report: social content, members, marketplace listings, and
 * messages (reported through their conversation, which checks the reporter takes part in it).
 */
export type ModerationSubjectType = ReportSubjectType | MarketplaceSubjectType | ConversationSubjectType;

/** Why a member reports something; the code is sent, the text is shown. */
export const ReportReason = {
  ChildSafety: 'child_safety',
  Nudity: 'nudity',
  Harassment: 'harassment',
  Spam: 'spam',
  Other: 'other',
} as const;
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason];
export const REPORT_REASONS: readonly ReportReason[] = Object.values(ReportReason);

export const REPORT_REASON_TEXT: Record<ReportReason, string> = {
  child_safety: 'Child sexual abuse or exploitation',
  nudity: 'Nudity or sexual content',
  harassment: 'Harassment or bullying',
  spam: 'Spam or scam',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** POST reports. */
export interface ReportPayload {
  subject_type: ReportSubjectType;
  subject_id: number | string;
  reason: ReportReason;
  /** Optional free text, up to REPORT_DETAILS_MAX_LENGTH characters. */
  details?: string;
}

/** The answer of POST reports (201 for a new report, 200 when the member's open report already exists). */
export interface ReportReceipt {
  id: number;
  subject_type: ModerationSubjectType;
  subject_id: number;
  reason: ReportReason;
  status: ReviewStatus;
}

export const ModerationMessages = {
  reported: 'Thank you. Our team will review your report.',
  alreadyReported: 'You have already reported this. Our team will review it.',
  ownContent: 'You cannot report your own content.',
  subjectNotFound: 'The content you reported no longer exists.',
} as const;

/** Where a review item comes from: a member's report or one of the automatic checks. */
export type ReviewSource = 'report' | 'watched_words' | 'blocked_image';
export type ReviewStatus = 'open' | 'resolved';

/** Evidence of a review item, by source (stored with the item for the staff console). */
export interface ReportEvidence {
  /** Whether the subject was held at once (child-safety reports), and what holding meant for its kind. */
  hold: 'applied' | 'not_applicable' | 'none';
  hold_note?: string;
}
export interface WatchedWordsEvidence {
  matched_words: string[];
  /** The screened text as it was (the author may edit it later), cut to 2,000 characters. */
  text: string;
}
export interface BlockedImageEvidence {
  media_id: number;
  /** 64-bit perceptual hash of the upload, 16 hex digits. */
  hash: string;
  blocked_image_id: number;
  /** Hamming distance to the blocked image's hash (0..64; lower is more alike). */
  distance: number;
}

export type ReviewEvidence = ReportEvidence | WatchedWordsEvidence | BlockedImageEvidence;

/** A review item as the staff console will list it (admin-api). */
export interface ReviewItemRecord {
  id: number;
  source: ReviewSource;
  subject_type: ModerationSubjectType;
  subject_id: number;
  author_id: number | null;
  reporter_id: number | null;
  /** A ReportReason for reports; the source for automatic findings. */
  reason: string;
  details: string | null;
  evidence: ReviewEvidence;
  held: boolean;
  status: ReviewStatus;
  created_at: string;
}

/** A watched word or phrase (admin-api/watched-words): matched whole-word, case-insensitively. */
export interface WatchedWordRecord {
  id: number;
  word: string;
  created_by: number | null;
  created_at: string;
}

export const WATCHED_WORD_MAX_LENGTH = 100;
