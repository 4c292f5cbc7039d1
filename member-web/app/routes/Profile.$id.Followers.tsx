import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('lists.followersMetaTitle') },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Followers', ['followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members who follow you, each with Remove. */
export default function Followers() {
  const { page, lists } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  return (
    <FollowList
      kind="followers"
      title={t('followers')}
      page={lists.followers}
      emptyText={t('lists.noFollowers')}
      moreHref={`?page=${page + 1}`}
    />
  );
}
