import { MEMBER_STATUSES, USER_TYPE_TEXT, type MemberStatus } from '@app/contracts';
import type { ActionEntry, ReviewItemRecord } from '../review-items/types';

/** A member as staff see them (GET /admin-api/members): never a password hash or a one-time code. */
export interface MemberRecord {
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

export interface MemberDetail extends MemberRecord {
  posts: { id: number; title: string; created_at: string; hidden: boolean }[];
  review_items: ReviewItemRecord[];
  actions: ActionEntry[];
}

export const statusChoices = MEMBER_STATUSES.map((status) => ({
  id: status,
  name: `resources.members.statuses.${status}`,
}));

export const userTypeChoices = Object.entries(USER_TYPE_TEXT).map(([id, name]) => ({ id, name }));
