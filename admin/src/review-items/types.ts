import {
  MARKETPLACE_SUBJECT_TYPES,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type ModerationSubjectType,
  type ReviewAction,
} from '@app/contracts';

export type { ReviewAction };

/** The people a record names, as /admin-api serves them. */
export interface MemberRef {
  id: number;
  full_name: string;
}
export interface StaffRef {
  id: number;
  name: string | null;
}

/** A staff action recorded against an item or a member. */
export interface ActionEntry {
  id: number;
  review_item_id?: number | null;
  action: string;
  days: number | null;
  note: string | null;
  by: StaffRef | null;
  at: string;
}

/** A review item in the queue (GET /admin-api/review-items). */
export interface ReviewItemRecord {
  id: number;
  status: 'open' | 'resolved';
  subject_type: ModerationSubjectType;
  subject_id: number;
  reason: string;
  /** 0 child safety, 1 sexual content, 2 everything else: the queue's default order, then the oldest. */
  priority: number;
  source: 'report' | 'automatic';
  reports_count: number;
  excerpt: string | null;
  author: MemberRef | null;
  held: boolean;
  created_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  ack_due_at: string;
  resolve_due_at: string;
  remove_due_at: string | null;
  overdue: boolean;
  escalated: boolean;
  decision: null | { action: ReviewAction; note: string | null; by: StaffRef | null; at: string | null };
}

/** One item with everything a decision needs (GET /admin-api/review-items/{id}). */
export interface ReviewItemDetail extends ReviewItemRecord {
  evidence: {
    title: string | null;
    description: string | null;
    body: string | null;
    images: { url: string; uploaded_at: string | null }[];
  };
  author_history: { item_id: number; reason: string; decision_action: string | null; at: string }[];
  reports: {
    reporter: MemberRef | null;
    reason: string;
    details: string | null;
    /** Whether this report hid the content by itself (an established reporter's child-safety report). */
    hid_content: boolean;
    created_at: string;
  }[];
  signals: { kind: string; detail: string }[];
  appeals: {
    id: number;
    status: string;
    text: string;
    created_at: string;
    outcome: string | null;
    decided_by: StaffRef | null;
  }[];
  actions: ActionEntry[];
}

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
