import {
  type MemberRelation,
  type MemberRestaurant,
  type MemberUser,
  type MemberVendor,
  type PublicMember,
  USER_TYPE_TEXT,
} from '@app/contracts';
import type { SubscriptionSummary } from '../billing';
import type { UserEntity } from './entities/user.entity';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const ref = (place: { id: number; name: string } | undefined) =>
  place ? { id: place.id, name: place.name } : null;

/** What the social domains add to a member: counts, and how the viewer stands to them. */
export interface MemberSocialFacts {
  post_count: number;
  followers_count: number;
  followings_count: number;
  relation: MemberRelation;
}

/**
 * The seeds' User shape, whole: for the member themself only (GET user, their own users/{id}). Explicit
 * field by field, so a new column (or a hash) never leaks. The restaurant sub-profile is the public part
 * of an owner's profile (marketplace); vendor and manpower are placeholders until their profiles exist.
 */
export function toMemberUser(
  user: UserEntity,
  subscription: SubscriptionSummary | undefined,
  photoUrl: string | null,
  social: MemberSocialFacts,
  restaurant: MemberRestaurant | null = null,
  vendor: MemberVendor | null = null,
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
    birth_date: user.birth_date,
    gender: user.gender,
    address: user.address,
    pin_code: user.pin_code,
    main_office_city: user.main_office_city,
    about: user.about,
    business_name: user.business_name,
    gst_no: user.gst_no,
    country: ref(user.country),
    state: ref(user.state),
    city: ref(user.city),
    post_count: social.post_count,
    followers_count: social.followers_count,
    followings_count: social.followings_count,
    relation: social.relation,
    subscription: current ? { id: current.id, plan_id: current.plan_id, status: current.status } : null,
    restaurant,
    vendor,
    manpower: null,
  };
}

/**
 * Another member's profile (users/{id}, users?search=): what the seeds' profile page, follow lists and
 * likers show, without contact details, birth date, gender, address, GST number or subscription state
 * (docs/decisions/055). Built field by field too: a field added to MemberUser stays private until it is
 * added here on purpose.
 */
export function toPublicMember(
  user: UserEntity,
  photoUrl: string | null,
  social: MemberSocialFacts,
  restaurant: MemberRestaurant | null = null,
  vendor: MemberVendor | null = null,
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
    country: ref(user.country),
    state: ref(user.state),
    city: ref(user.city),
    post_count: social.post_count,
    followers_count: social.followers_count,
    followings_count: social.followings_count,
    relation: social.relation,
    restaurant,
    vendor,
    manpower: null,
  };
}
