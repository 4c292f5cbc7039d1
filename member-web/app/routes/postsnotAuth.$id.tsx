import type { Post } from '@app/contracts';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { apiFor } from '../api.server';
import {
  DEFAULT_SHARE_IMAGE_PATH,
  DEFAULT_SHARE_IMAGE_SIZE,
  type PageSeo,
  socialMeta,
} from '../components/content/social-meta';
import { absoluteUrl } from '../content.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { PostCard } from '../components/social/post-card';
import { postImageSources } from '../components/social/post-image-sources';
import { ViewerProvider } from '../components/social/viewer';
import { idFrom } from '../locations.server';
import { getToken } from '../session.server';
import { shared } from '../shared-data.server';
import { findPost } from '../social.server';
import { HELD_PUBLIC_PAGE } from '../page-cache';

/** The signed-out copy of a post cuts its description at 300 characters (seeds). */
const PUBLIC_DESCRIPTION_LIMIT = 300;

/**
 * Signed-out visitors get this page from shared caches (decision 310), and the site holds it while its
 * shared data is held (decision 380).
 */
export const handle = HELD_PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  socialMeta(loaded?.seo, metaT(matches, 'server')('publicPost.title'), metaT(matches, 'common')('siteName'));

/**
 * A shared post for a visitor who is not signed in: the post as anyone may read it; like, likes, comments
 * and posting lead to /login. A signed-in member is sent to the full page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  if (await getToken(request)) throw redirect(`/posts/${id}`);
  // A signed-out visitor's copy of a post, the same for everyone (shared-data.server.ts).
  const api = await apiFor(request);
  const post = await shared(`public-post:${id}`, () => findPost(api, id));
  const t = await textsFor(request, 'social');
  const seo: PageSeo = {
    title:
      post.title || (post.user ? t('post.by', { name: post.user.full_name }) : t('server:publicPost.title')),
    description: post.description ?? '',
    ...shareImage(post),
    url: absoluteUrl(`/postsnotAuth/${post.id}`),
    type: 'article',
  };
  return { post, seo, expanded: new URL(request.url).searchParams.get('more') === '1' };
}

/** The picture a shared link shows: the post's first image as its page shows it (the feed copy once made). */
function shareImage(post: Post): Pick<PageSeo, 'image' | 'imageSize'> {
  const first = post.medias[0];
  if (!first) return { image: absoluteUrl(DEFAULT_SHARE_IMAGE_PATH), imageSize: DEFAULT_SHARE_IMAGE_SIZE };
  const { src, width, height } = postImageSources(first, 1, true);
  return { image: src, imageSize: width && height ? { width, height } : undefined };
}

export default function PublicPost() {
  const { t } = useT('social');
  const { post, expanded } = useLoaderData<typeof loader>();
  return (
    <ViewerProvider viewer={{ kind: 'guest', guestHref: '/login' }}>
      <div className="container page post-page">
        <PostCard
          post={post}
          standalone
          lead
          descriptionLimit={PUBLIC_DESCRIPTION_LIMIT}
          expanded={expanded}
        />
        <p className="card post-page__join">
          <Trans
            t={t}
            i18nKey="pages.publicJoin"
            components={{ login: <Link to="/login" />, join: <Link to="/join" /> }}
          />
        </p>
      </div>
    </ViewerProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
