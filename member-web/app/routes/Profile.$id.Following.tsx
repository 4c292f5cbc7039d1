import { Messages } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';

export const meta: MetaFunction = () => [{ title: 'Following | Restaurant Community' }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Following', ['following']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members you follow, each with Unfollow. */
export default function Following() {
  const { page, lists } = useLoaderData<typeof loader>();
  return (
    <FollowList
      kind="following"
      title="Following"
      page={lists.following}
      emptyText={Messages.noFollowing}
      moreHref={`?page=${page + 1}`}
    />
  );
}
