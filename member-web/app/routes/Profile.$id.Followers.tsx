import type { ActionFunctionArgs } from '@remix-run/node';

import { followPageMeta, ProfileFollowLists } from '../components/social/profile-follow-lists';
import { followPageLoader, socialAction } from '../social.server';

export const meta = followPageMeta('followersMetaTitle');

export const loader = followPageLoader('Followers', ['followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members who follow you, each with Remove. */
export default function Followers() {
  return <ProfileFollowLists kinds={['followers']} />;
}
