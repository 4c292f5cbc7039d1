import type { MemberManpower } from './manpower.js';
import type { MemberRestaurant } from './marketplace.js';
import type { MemberVendor } from './vendors.js';
import type { UserType } from './users.js';
import type { MemberLanguage } from './languages.js';

/** A place reference inside a member: only id and name. */
export interface NamedRef {
  id: number;
  name: string;
}

/** A member's subscription as shown on the member (the payments capability extends it). */
export interface MemberSubscription {
  id: number;
  plan_id: number;
  status: 'pending' | 'active' | 'cancelled';
}

/** Relation of the viewer to a member, as the seeds' clients read it. */
export type MemberRelation = 'Follow' | 'Requested';

/**
 * Where the viewer's follow of a member stands, which `relation` cannot say (its 'Requested' is the seeds'
 * word for a pending request and an accepted follow alike; decisions 015 and 296): no follow, a request
 * the member has not answered yet, or an accepted follow.
 */
export type FollowStatus = 'none' | 'pending' | 'accepted';

/** A member as the member API returns it (the seeds' User entity). Never carries hashes. */
export interface MemberUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  mobile_no: string | null;
  /** Public URL of the avatar, or null. */
  profile_photo: string | null;
  user_type: UserType;
  user_type_text: string;
  /** 1 when an active subscription runs past now. */
  is_subscribed: 0 | 1;
  blue_tick: 0 | 1;
  is_dsa: 0 | 1;
  /** ISO 8601. */
  created_at: string;
  /** The member's saved language (decision 390): pages, mails and notices in it. Private. */
  language: MemberLanguage;
  /** YYYY-MM-DD or null. */
  birth_date: string | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  address: string | null;
  pin_code: string | null;
  /** Free text (not one of the location lists). */
  main_office_city: string | null;
  about: string | null;
  business_name: string | null;
  gst_no: string | null;
  country: NamedRef | null;
  state: NamedRef | null;
  city: NamedRef | null;
  post_count: number;
  followers_count: number;
  followings_count: number;
  relation: MemberRelation;
  /** The viewer's follow of this member: none, pending or accepted (decision 296). */
  follow_status: FollowStatus;
  /**
   * Whether this member follows the viewer (an accepted follow; false on your own profile and for staff).
   * With `follow_status` 'accepted' too, they follow each other and may message (decision 361).
   */
  follows_you: boolean;
  subscription: MemberSubscription | null;
  /** Sub-profiles of later capabilities; null until they exist. */
  /** Owners (user_type 6) once they saved a restaurant profile; null otherwise. */
  restaurant: MemberRestaurant | null;
  /** Vendors (user_type 7) once they saved a vendor profile; null otherwise. */
  vendor: MemberVendor | null;
  /** Professionals (user_type 8) once they saved a profile; null otherwise. */
  manpower: MemberManpower | null;
}

/**
 * A member's contact details and subscription state: only the member themself receives them (GET user,
 * their own users/{id}). Others get a PublicMember; marketplace screens that show contact details ask the
 * API's contact projection for a specific relation (docs/decisions/055).
 */
export const MEMBER_PRIVATE_FIELDS = [
  'email',
  'mobile_no',
  'birth_date',
  'gender',
  'address',
  'pin_code',
  'gst_no',
  'is_subscribed',
  'subscription',
  'language',
] as const;
export type MemberPrivateField = (typeof MEMBER_PRIVATE_FIELDS)[number];

/** Another member as users/{id} and users?search= answer them: the profile without private fields. */
export type PublicMember = Omit<MemberUser, MemberPrivateField>;

/** What users/{id} answers: the whole member to themself, the public profile to anyone else. */
export type MemberProfile = MemberUser | PublicMember;

/** The answer of login and verify-email: the member, its bearer token, and the member again as `user`. */
export type LoginData = MemberUser & {
  /** Bearer token: send as `Authorization: Bearer <authorization>`. */
  authorization: string;
  user: MemberUser;
};

/** POST users (free sign-up). */
export interface SignupPayload {
  /** Required unless user_type is "8". */
  business_name?: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  /** 8..128 characters. */
  password: string;
  password_confirmation: string;
  user_type: UserType;
  country_id: number | string;
  state_id: number | string;
  city_id: number | string;
  /** The 18+ confirmation; missing is read as confirmed by accepting the terms. */
  adult?: boolean | '1' | '0' | 1 | 0;
}

/** POST users/elight-signup (elite sign-up: account + pending subscription). */
export interface EliteSignupPayload extends SignupPayload {
  plan_id: number | string;
  gst_no?: string;
  coupon_code?: string;
}

/**
 * The answer of both sign-ups: the new member (subscription set on the elite sign-up). The account is
 * unverified, so no token is given: the client verifies the e-mailed OTP (POST verify-email) and receives
 * the token there.
 */
export type SignupData = MemberUser;

/** POST users/{id} (multipart; photo is a file). Every field optional. */
export interface ProfileUpdatePayload {
  first_name?: string;
  last_name?: string;
  mobile_no?: string;
  /** YYYY-MM-DD. */
  birth_date?: string;
  gender?: 'Male' | 'Female';
  country_id?: number | string;
  state_id?: number | string;
  city_id?: number | string;
  address?: string;
  pin_code?: string;
  main_office_city?: string;
  gst_no?: string;
  about?: string;
}

export interface VerifyEmailPayload {
  email: string;
  email_otp: string;
}

export interface LoginPayload {
  email: string;
  password: string;
  remember_me?: '1' | '0';
}

export interface PasswordResetPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** The account texts the API answers with (the seeds' spelling). */
export const AccountMessages = {
  emailTaken: 'The email has already been taken.',
  badCredentials: 'These credentials do not match our records.',
  signedUp: 'Registered successfully. Please verify your email with the code we sent.',
  forgotSent: 'If an account exists for this email, we have sent a password reset link.',
} as const;

/** The field error of a new password among the 100,000 most common ones (decision 219). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the 100,000 most common passwords. Please choose one that is harder to guess.';
