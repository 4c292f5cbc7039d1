import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('lists.requestsMetaTitle') },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Request', ['requests']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** Requests to follow you, each with Remove and Accept. */
export default function FollowRequests() {
  const { page, lists } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  return (
    <FollowList
      kind="requests"
      title={t('lists.followRequests')}
      page={lists.requests}
      emptyText={t('lists.noRequest')}
      moreHref={`?page=${page + 1}`}
    />
  );
}
