import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('lists.followingMetaTitle') },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Following', ['following']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members you follow, each with Unfollow. */
export default function Following() {
  const { page, lists } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  return (
    <FollowList
      kind="following"
      title={t('following')}
      page={lists.following}
      emptyText={t('lists.noFollowing')}
      moreHref={`?page=${page + 1}`}
    />
  );
}
