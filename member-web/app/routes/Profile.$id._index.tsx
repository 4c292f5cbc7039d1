import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { Feed } from '../components/social/feed';
import { revalidateUnlessCardLocal } from '../components/social/use-social';
import { idFrom } from '../locations.server';
import { memberApi, pageFrom, postsPage, socialAction } from '../social.server';
import { useT } from '../i18n/i18n';

/** The member's posts under their profile, newest first (GET posts?filter={id}). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await memberApi(request);
  const memberId = idFrom(params.id);
  if (!memberId) throw new Response('Not found', { status: 404 });
  const feed = await postsPage(api, { kind: 'member', memberId }, pageFrom(new URL(request.url)));
  return { memberId, feed };
}

export const action = ({ request }: ActionFunctionArgs) => socialAction(request);

export const shouldRevalidate = revalidateUnlessCardLocal;

export default function ProfilePosts() {
  const { memberId, feed } = useLoaderData<typeof loader>();
  const { t } = useT('profile');
  return (
    <section aria-label={t('posts')} className="profile__posts">
      <Feed key={`${memberId}:${feed.current_page}`} initial={feed} list={`list=member&member=${memberId}`} />
    </section>
  );
}
