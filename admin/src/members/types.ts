import { MEMBER_STATUSES, USER_TYPE_TEXT, type StaffMember, type StaffMemberDetail } from '@app/contracts';

/** A member as /admin-api/members serves them (one definition, in @app/contracts). */
export type MemberRecord = StaffMember;
export type MemberDetail = StaffMemberDetail;

export const statusChoices = MEMBER_STATUSES.map((status) => ({
  id: status,
  name: `resources.members.statuses.${status}`,
}));

export const userTypeChoices = Object.entries(USER_TYPE_TEXT).map(([id, name]) => ({ id, name }));
