// The records of the staff console's trust-and-safety screens (`/admin-api`, issue 13), as the API serves
// them (TNS-CONTRACT.md, "as built"). The console types its screens with them; the API's mappers can
// `satisfies` them.
import type { ModerationSubjectType } from './moderation.js';
import type { AppealOutcome, MemberStatus, ReviewAction } from './trust-safety.js';

/** A member a record names. */
export interface StaffMemberRef {
  id: number;
  full_name: string;
}
/** A staff member a record names (the name is null when the account is gone). */
export interface StaffRef {
  id: number;
  name: string | null;
}

/** A staff action recorded against an item or a member. */
export interface StaffActionEntry {
  id: number;
  review_item_id?: number | null;
  action: string;
  days: number | null;
  note: string | null;
  by: StaffRef | null;
  at: string;
}

/** A review item in the queue (GET /admin-api/review-items). */
export interface StaffReviewItem {
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
  author: StaffMemberRef | null;
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
export interface StaffReviewItemDetail extends StaffReviewItem {
  evidence: {
    title: string | null;
    description: string | null;
    body: string | null;
    images: { url: string; uploaded_at: string | null }[];
  };
  author_history: { item_id: number; reason: string; decision_action: string | null; at: string }[];
  reports: {
    reporter: StaffMemberRef | null;
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
  actions: StaffActionEntry[];
}

/** A member as staff see them (GET /admin-api/members): contact details, never a password hash or a code. */
export interface StaffMember {
  id: number;
  full_name: string;
  email: string;
  mobile_no: string | null;
  user_type: string;
  status: MemberStatus;
  suspended_until: string | null;
  banned_at: string | null;
  created_at: string;
  reports_against: number;
  actions_count: number;
}

/** GET /admin-api/members/{id}. */
export interface StaffMemberDetail extends StaffMember {
  posts: { id: number; title: string; created_at: string; hidden: boolean }[];
  review_items: StaffReviewItem[];
  actions: StaffActionEntry[];
}

/** GET /admin-api/appeals. */
export interface StaffAppeal {
  id: number;
  notice_id: number;
  review_item_id: number | null;
  member: StaffMemberRef | null;
  /** The decision appealed, its note and who made it. */
  action: string;
  note: string | null;
  decision_by: StaffRef | null;
  text: string;
  status: 'open' | 'decided';
  created_at: string;
  outcome: AppealOutcome | null;
  decided_by: StaffRef | null;
}

/** GET /admin-api/escalations. */
export interface StaffEscalation {
  id: number;
  review_item_id: number;
  subject_type: string;
  author: StaffMemberRef | null;
  escalated_by: StaffRef | null;
  created_at: string;
  retain_until: string;
}

/** GET /admin-api/image-blocklist. */
export interface StaffBlockedImage {
  id: number;
  hash: string;
  thumbnail_url: string | null;
  reason: string | null;
  added_by: StaffRef | null;
  review_item_id: number | null;
  created_at: string;
}

/** GET /admin-api/audit-log. */
export interface StaffAuditEntry {
  id: number;
  staff: { id: number; name: string | null; role: string } | null;
  action: string;
  target_type: string;
  target_id: string | number | null;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

/** GET /admin-api/moderation-stats: the dashboard's counts. */
export interface ModerationStats {
  open: number;
  overdue: number;
  child_safety_open: number;
  escalations_open: number;
  appeals_open: number;
}
