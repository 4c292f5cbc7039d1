/** Business types, sent as strings by the seeds' clients. */
export const UserType = {
  Restaurant: '6',
  Vendor: '7',
  Manpower: '8',
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const USER_TYPE_TEXT: Record<UserType, string> = {
  '6': 'Restaurant',
  '7': 'Vendor',
  '8': 'Manpower',
};

export const StaffRole = {
  Superadmin: 'superadmin',
  Moderator: 'moderator',
  ContentEditor: 'content_editor',
  Finance: 'finance',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES: readonly StaffRole[] = Object.values(StaffRole);

export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffLoginResponse {
  token: string;
  staff: StaffIdentity;
}

/** Shown instead of the name of a member who deleted their account (conversations, reviews). */
export const DELETED_MEMBER_NAME = 'Deleted member';
