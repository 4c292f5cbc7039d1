import type { ActionFunctionArgs } from '@remix-run/node';

import { followPageMeta, ProfileFollowLists } from '../components/social/profile-follow-lists';
import { followPageLoader, socialAction } from '../social.server';

export const meta = followPageMeta('requestsMetaTitle');

export const loader = followPageLoader('Request', ['requests']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** Requests to follow you, each with Remove and Accept. */
export default function FollowRequests() {
  return <ProfileFollowLists kinds={['requests']} />;
}
