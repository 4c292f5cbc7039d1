import type { ActionFunctionArgs } from '@remix-run/node';

import { followPageMeta, ProfileFollowLists } from '../components/social/profile-follow-lists';
import { followPageLoader, socialAction } from '../social.server';

export const meta = followPageMeta('followingMetaTitle');

export const loader = followPageLoader('Following', ['following']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members you follow, each with Unfollow. */
export default function Following() {
  return <ProfileFollowLists kinds={['following']} />;
}
