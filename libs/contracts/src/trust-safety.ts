// Trust and safety (issue 13): the staff review queue, member restrictions, notices and appeals. Shared by
// the API, the console and the member site (docs/decisions/120-129).

/** What staff can do with a review item (POST admin-api/review-items/{id}/actions). */
export const REVIEW_ACTIONS = [
  'dismiss',
  'keep_hidden',
  'remove',
  'warn',
  'suspend',
  'ban',
  'escalate',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Actions the queue's list applies to several items at once. */
export const BULK_REVIEW_ACTIONS = ['dismiss', 'remove'] as const;
export type BulkReviewAction = (typeof BULK_REVIEW_ACTIONS)[number];
/** Most items one bulk action takes. */
export const BULK_REVIEW_MAX = 100;

/** Words the member reads in a statement of reasons, by action. */
export const REVIEW_ACTION_TEXT: Record<ReviewAction, string> = {
  dismiss: 'No action (the report was not upheld)',
  keep_hidden: 'Your content stays hidden from other members',
  remove: 'Your content was removed',
  warn: 'You received a warning',
  suspend: 'Your account was suspended',
  ban: 'Your account was banned',
  escalate: 'Your content was removed and your account banned',
};

/** IT Rules 2021 (rule 3(2)): acknowledge a complaint in 24 h, resolve in 15 days, sexual content in 24 h. */
export const IT_RULES_TIMELINES = { acknowledge_hours: 24, resolve_days: 15, remove_hours: 24 } as const;
/** Reasons whose content must be removed within remove_hours. */
export const URGENT_REMOVAL_REASONS = ['child_safety', 'nudity'] as const;

/** Longest suspension staff can give, in days. */
export const SUSPEND_DAYS_MAX = 365;
export const MODERATION_NOTE_MAX_LENGTH = 1000;

/** A member may appeal a decision within this many days of its notice. */
export const APPEAL_WINDOW_DAYS = 20;
export const APPEAL_TEXT_MIN_LENGTH = 10;
export const APPEAL_TEXT_MAX_LENGTH = 2000;
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Report abuse (docs/decisions/124): such reports queue the content but never hide it. */
export const REPORT_ABUSE = {
  /** Accounts younger than this do not hide content by reporting it. */
  minAccountAgeHours: 24,
  /** A member with this many reports staff dismissed no longer hides content by reporting it. */
  dismissedReportsLimit: 3,
} as const;

/** How long child-safety evidence is kept at least (docs/decisions/126). */
export const ESCALATION_RETENTION_DAYS = 365;

/** `deleted`: the member deleted their account (issue 14); it is purged later. */
export const MEMBER_STATUSES = ['active', 'suspended', 'banned', 'deleted'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const TrustSafetyMessages = {
  suspended: (until: string) =>
    `Your account is suspended until ${until}. You can log in again after that date; the notice we e-mailed you explains why and how to appeal.`,
  banned:
    'Your account has been banned for breaking our community rules. The notice we e-mailed you explains why and how to appeal.',
  appealed: 'Your appeal was received. A moderator who did not make the decision will review it.',
  appealExists: 'You have already appealed this decision.',
  appealClosed: `Decisions can be appealed within ${APPEAL_WINDOW_DAYS} days. This decision can no longer be appealed.`,
  appealNotAllowed: 'This decision cannot be appealed.',
  sameModerator: 'Another moderator must decide this appeal: you made the decision it is about.',
  notChildSafety: 'Only child-safety items can be escalated.',
  alreadyResolved: 'This item has already been resolved.',
} as const;

/**
 * A statement of reasons as the member reads it: GET moderation/notices lists them, POST
 * moderation/notices/{id}/appeal answers the notice with its appeal.
 */
export interface MemberNotice {
  id: number;
  created_at: string;
  subject_type: string;
  subject_excerpt: string | null;
  /** A ReviewAction code; REVIEW_ACTION_TEXT has the member's words for it. */
  action: string;
  rule: string;
  decided_by: 'automatic' | 'staff';
  appeal_until: string;
  appeal: null | { status: string; outcome: string | null };
}
