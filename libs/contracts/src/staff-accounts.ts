import type { StaffIdentity, StaffRole } from './users.js';

/** Roles that must sign in with a second factor; a setting extends it to every role. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['superadmin', 'finance'];

/** The first step of a staff login when the account has two-factor sign-in: send a code with the challenge. */
export interface StaffCodeChallenge {
  two_factor: 'code';
  challenge: string;
}

/**
 * A signed-in staff session. `two_factor_setup` says the role requires two-factor sign-in and the staff
 * member has not set it up: the session may only do that (and sign out) until they have.
 */
export interface StaffSession {
  token: string;
  staff: StaffIdentity;
  two_factor_setup?: true;
}

export type StaffLoginAnswer = StaffSession | StaffCodeChallenge;

/** What the console's two-factor page shows about the signed-in staff member. */
export interface StaffTwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

/** A fresh enrolment: scan the QR code (or type the secret), then confirm with a first code. */
export interface StaffTwoFactorSetup {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

/** Enrolment confirmed: the recovery codes (shown once) and a full session replacing the set-up one. */
export interface StaffTwoFactorEnabled {
  recovery_codes: string[];
  session: StaffSession;
}

/** A staff account as the console's Staff screen lists it. */
export interface StaffAccountView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: 'invited' | 'active' | 'deactivated';
  is_active: boolean;
  two_factor: boolean;
  last_login_at: string | null;
  invited_at: string | null;
  created_at: string;
}

export const STAFF_LAST_SUPERADMIN =
  'This is the last active superadmin: make another staff member superadmin first.';
export const STAFF_INVITE_INVALID =
  'This link is invalid, expired or already used. Ask a superadmin for a new invitation.';
export const STAFF_CODE_WRONG =
  'That code is not valid. Enter the current code from your app, or a recovery code.';
