import { Messages } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';

export const meta: MetaFunction = () => [{ title: 'Followers | Restaurant Community' }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Followers', ['followers']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** The members who follow you, each with Remove. */
export default function Followers() {
  const { page, lists } = useLoaderData<typeof loader>();
  return (
    <FollowList
      kind="followers"
      title="Followers"
      page={lists.followers}
      emptyText={Messages.noFollowers}
      moreHref={`?page=${page + 1}`}
    />
  );
}
