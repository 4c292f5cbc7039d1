import { USER_TYPE_TEXT } from '@app/contracts';

export type MemberStatus = 'active' | 'suspended' | 'banned' | 'deleted';

/** A member as staff see them (GET /admin-api/members): never a password hash or a one-time code. */
export interface MemberRecord {
  id: number;
  full_name: string;
  email: string;
  mobile_no: string | null;
  user_type: string;
  status: MemberStatus;
  suspended_until: string | null;
  created_at: string;
  reports_against: number;
  actions_count: number;
}

export interface MemberDetail extends MemberRecord {
  posts: { id: number; title: string; created_at: string; hidden: boolean }[];
  review_items: Record<string, unknown>[];
  actions: Record<string, unknown>[];
}

export const statusChoices = (['active', 'suspended', 'banned', 'deleted'] as const).map((status) => ({
  id: status,
  name: `resources.members.statuses.${status}`,
}));

export const userTypeChoices = Object.entries(USER_TYPE_TEXT).map(([id, name]) => ({ id, name }));
