import { redirect } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { Feed } from '../components/social/feed';
import { revalidateUnlessCardLocal } from '../components/social/use-social';
import { idFrom } from '../locations.server';
import { pageFrom, postsPage, socialAction } from '../social.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'profile')('myPosts.metaTitle') },
];

/** Your own posts (GET posts/my-posts), held ones included; under someone else's profile, their posts. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, me } = await requireMember(request);
  const id = idFrom(params.id);
  if (id !== me.id) throw redirect(id ? `/Profile/${id}` : `/Profile/${me.id}/MyPost`);
  return { feed: await postsPage(api, { kind: 'mine' }, pageFrom(new URL(request.url))) };
}

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

export const shouldRevalidate = revalidateUnlessCardLocal;

export default function MyPosts() {
  const { feed } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  return (
    <section aria-label={t('myPosts.label')} className="profile__posts">
      <Feed key={feed.current_page} initial={feed} list="list=mine" emptyText={t('myPosts.empty')} />
    </section>
  );
}
