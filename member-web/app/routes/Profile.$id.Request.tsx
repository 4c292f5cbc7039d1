import { Messages } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FollowList } from '../components/social/follow-list';
import { loadFollowLists, socialAction } from '../social.server';

export const meta: MetaFunction = () => [{ title: 'Follow Requests | Restaurant Community' }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadFollowLists(request, params.id, 'Request', ['requests']);

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

/** Requests to follow you, each with Remove and Accept. */
export default function FollowRequests() {
  const { page, lists } = useLoaderData<typeof loader>();
  return (
    <FollowList
      kind="requests"
      title="Follow Requests"
      page={lists.requests}
      emptyText={Messages.noRequest}
      moreHref={`?page=${page + 1}`}
    />
  );
}
