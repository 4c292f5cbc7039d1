import {
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type StaffReviewItem,
  type StaffReviewItemDetail,
} from '@app/contracts';

/** The queue's records as /admin-api serves them (one definition, in @app/contracts). */
export type ReviewItemRecord = StaffReviewItem;
export type ReviewItemDetail = StaffReviewItemDetail;

/** Reasons, child safety first (the queue's order of urgency), then the automatic findings. */
export const REASONS = [...REPORT_REASONS, 'watched_words', 'blocked_image'] as const;
export const reasonChoices = REASONS.map((reason) => ({
  id: reason,
  name: `resources.review-items.reasons.${reason}`,
}));

export const SUBJECT_TYPES = [...REPORT_SUBJECT_TYPES, ...MARKETPLACE_SUBJECT_TYPES] as const;
export const subjectTypeChoices = SUBJECT_TYPES.map((type) => ({
  id: type,
  name: `resources.review-items.subject_types.${type}`,
}));

export const statusChoices = ['open', 'resolved'].map((status) => ({
  id: status,
  name: `resources.review-items.statuses.${status}`,
}));

export const sourceChoices = ['report', 'automatic'].map((source) => ({
  id: source,
  name: `resources.review-items.sources.${source}`,
}));

export const CHILD_SAFETY = 'child_safety';
