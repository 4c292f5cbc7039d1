import { Messages } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';

export const meta: MetaFunction = () => [{ title: 'Follow | Restaurant Community' }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Follow', ['requests', 'following', 'followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The three follow lists on one page: requests first (they wait for an answer), then both directions. */
export default function Follow() {
  const { page, lists } = useLoaderData<typeof loader>();
  const more = `?page=${page + 1}`;
  return (
    <div className="follow-lists">
      <FollowList
        kind="requests"
        title="Follow Requests"
        page={lists.requests}
        emptyText={Messages.noRequest}
        moreHref={more}
      />
      <FollowList
        kind="following"
        title="Following"
        page={lists.following}
        emptyText={Messages.noFollowing}
        moreHref={more}
      />
      <FollowList
        kind="followers"
        title="Followers"
        page={lists.followers}
        emptyText={Messages.noFollowers}
        moreHref={more}
      />
    </div>
  );
}
