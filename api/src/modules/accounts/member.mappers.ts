import {
  memberLanguage,
  type MemberManpower,
  type FollowStatus,
  type MemberRelation,
  type MemberRestaurant,
  type MemberUser,
  type MemberVendor,
  type PublicMember,
  USER_TYPE_TEXT,
  type UserType,
} from '@app/contracts';
import type { SubscriptionSummary } from '../billing';

/**
 * A member's columns as MemberViewsService.rows reads them (plain SQL, as the driver returns them: flags 0/1,
 * datetimes as Date, the birth date as 'YYYY-MM-DD'), each place by id and name (null: no such place).
 */
export interface MemberRow {
  id: number;
  user_type: UserType;
  business_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string | null;
  country_id: number;
  country_name: string | null;
  state_id: number;
  state_name: string | null;
  city_id: number;
  city_name: string | null;
  main_office_city: string | null;
  gst_no: string | null;
  birth_date: string | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  address: string | null;
  pin_code: string | null;
  about: string | null;
  profile_photo: string | null;
  blue_tick: number;
  is_dsa: number;
  created_at: Date;
  language: string;
  email_verified_at: Date | null;
  /** Read for the login's checks (MemberSessionsService.start); never in an answer. */
  suspended_until: Date | null;
  banned_at: Date | null;
  deleted_at: Date | null;
}

const flag = (value: number | boolean): 0 | 1 => (value ? 1 : 0);
const ref = (id: number, name: string | null) => (name === null ? null : { id, name });

/** What the social domains add to a member: counts, and how the viewer stands to them. */
export interface MemberSocialFacts {
  post_count: number;
  followers_count: number;
  followings_count: number;
  relation: MemberRelation;
  follow_status: FollowStatus;
  follows_you: boolean;
}

/**
 * The seeds' User shape, whole: for the member themself only (GET user, their own users/{id}). Explicit
 * field by field, so a new column (or a hash) never leaks. The restaurant sub-profile is the public part
 * of an owner's profile (marketplace); vendor and manpower are placeholders until their profiles exist.
 */
export function toMemberUser(
  user: MemberRow,
  subscription: SubscriptionSummary | undefined,
  photoUrl: string | null,
  social: MemberSocialFacts,
  restaurant: MemberRestaurant | null = null,
  vendor: MemberVendor | null = null,
  manpower: MemberManpower | null = null,
): MemberUser {
  const current = subscription?.current;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    mobile_no: user.mobile_no,
    profile_photo: photoUrl,
    user_type: user.user_type,
    user_type_text: USER_TYPE_TEXT[user.user_type],
    is_subscribed: flag(!!subscription?.subscribed),
    blue_tick: flag(user.blue_tick),
    is_dsa: flag(user.is_dsa),
    created_at: user.created_at.toISOString(),
    language: memberLanguage(user.language),
    birth_date: user.birth_date,
    gender: user.gender,
    address: user.address,
    pin_code: user.pin_code,
    main_office_city: user.main_office_city,
    about: user.about,
    business_name: user.business_name,
    gst_no: user.gst_no,
    country: ref(user.country_id, user.country_name),
    state: ref(user.state_id, user.state_name),
    city: ref(user.city_id, user.city_name),
    post_count: social.post_count,
    followers_count: social.followers_count,
    followings_count: social.followings_count,
    relation: social.relation,
    follow_status: social.follow_status,
    follows_you: social.follows_you,
    subscription: current ? { id: current.id, plan_id: current.plan_id, status: current.status } : null,
    restaurant,
    vendor,
    manpower,
  };
}

/**
 * Another member's profile (users/{id}, users?search=): what the seeds' profile page, follow lists and
 * likers show, without contact details, birth date, gender, address, GST number or subscription state
 * (docs/decisions/055). Built field by field too: a field added to MemberUser stays private until it is
 * added here on purpose.
 */
export function toPublicMember(
  user: MemberRow,
  photoUrl: string | null,
  social: MemberSocialFacts,
  restaurant: MemberRestaurant | null = null,
  vendor: MemberVendor | null = null,
  manpower: MemberManpower | null = null,
): PublicMember {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    profile_photo: photoUrl,
    user_type: user.user_type,
    user_type_text: USER_TYPE_TEXT[user.user_type],
    blue_tick: flag(user.blue_tick),
    is_dsa: flag(user.is_dsa),
    created_at: user.created_at.toISOString(),
    main_office_city: user.main_office_city,
    about: user.about,
    business_name: user.business_name,
    country: ref(user.country_id, user.country_name),
    state: ref(user.state_id, user.state_name),
    city: ref(user.city_id, user.city_name),
    post_count: social.post_count,
    followers_count: social.followers_count,
    followings_count: social.followings_count,
    relation: social.relation,
    follow_status: social.follow_status,
    follows_you: social.follows_you,
    restaurant,
    vendor,
    manpower,
  };
}
