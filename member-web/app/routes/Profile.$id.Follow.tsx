import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('lists.followMetaTitle') },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Follow', ['requests', 'following', 'followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The three follow lists on one page: requests first (they wait for an answer), then both directions. */
export default function Follow() {
  const { page, lists } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  const more = `?page=${page + 1}`;
  return (
    <div className="follow-lists">
      <FollowList
        kind="requests"
        title={t('lists.followRequests')}
        page={lists.requests}
        emptyText={t('lists.noRequest')}
        moreHref={more}
      />
      <FollowList
        kind="following"
        title={t('following')}
        page={lists.following}
        emptyText={t('lists.noFollowing')}
        moreHref={more}
      />
      <FollowList
        kind="followers"
        title={t('followers')}
        page={lists.followers}
        emptyText={t('lists.noFollowers')}
        moreHref={more}
      />
    </div>
  );
}
