import type { FollowStatus, MemberRelation, NamedRef } from './accounts.js';

/** POST users/follow-action-type: what the followee does with a follower (the seeds' numbers). */
export const FollowActionType = {
  /** Accept a pending request. */
  Accept: 1,
  /** Reject a pending request, or remove an accepted follower. */
  Remove: 2,
} as const;
export type FollowActionType = (typeof FollowActionType)[keyof typeof FollowActionType];

/** POST users/follow and POST users/unfollow. */
export interface FollowPayload {
  followee_id: number | string;
}

/** POST users/follow-action-type. */
export interface FollowActionPayload {
  follower_id: number | string;
  action_type: FollowActionType | `${FollowActionType}`;
}

/**
 * The answer of follow and unfollow: the viewer's relation to the followee afterwards. 'Requested' stands
 * for a pending request and for an accepted follow alike (the seeds' two values; see decision 015).
 */
export interface FollowState {
  followee_id: number;
  relation: MemberRelation;
  /** What `relation` cannot tell: whether the follow is still a request or accepted (decision 296). */
  follow_status: FollowStatus;
}

/** The answer of follow-action-type. */
export interface FollowActionResult {
  follower_id: number;
  /** accepted: the request became a follow; removed: the request or the follow is gone. */
  status: 'accepted' | 'removed';
}

/** An entry of the follow lists (the seeds' Follow list person). */
export interface FollowPerson {
  id: number;
  full_name: string;
  profile_photo: string | null;
  city: NamedRef | null;
  state: NamedRef | null;
  country: NamedRef | null;
}

/** GET users/my-followees, my-followers, my-follow-requests: `?page=` (from 1) and `?per_page=` (1..50). */
export interface FollowListQuery {
  page?: number;
  per_page?: number;
}

export const FOLLOW_LIST_PER_PAGE = 20;
export const FOLLOW_LIST_MAX_PER_PAGE = 50;

/** The follow texts the API answers with. The lists' empty texts are the seeds' ones in Messages. */
export const FollowMessages = {
  requested: 'Follow request sent.',
  unfollowed: 'Unfollowed successfully.',
  accepted: 'Follow request accepted.',
  removed: 'Removed successfully.',
  selfFollow: 'You cannot follow yourself.',
  memberNotFound: 'User not found',
  requestNotFound: 'No follow request or follower found for this member.',
} as const;
