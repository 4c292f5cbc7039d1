import type { ActionFunctionArgs } from '@remix-run/node';

import { followPageMeta, ProfileFollowLists } from '../components/social/profile-follow-lists';
import { followPageLoader, socialAction } from '../social.server';

export const meta = followPageMeta('followMetaTitle');

export const loader = followPageLoader('Follow', ['requests', 'following', 'followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The three follow lists on one page: requests first (they wait for an answer), then both directions. */
export default function Follow() {
  return <ProfileFollowLists kinds={['requests', 'following', 'followers']} />;
}
