import type { LoaderFunctionArgs } from '@remix-run/node';

import type { CommentsData } from '../components/social/post-card';
import { idFrom } from '../locations.server';
import { commentsOf, memberApi } from '../social.server';

/** ?post={id}: the post's comments, for a feed card's Comments button. */
export async function loader({ request }: LoaderFunctionArgs): Promise<CommentsData> {
  const api = await memberApi(request);
  const postId = idFrom(new URL(request.url).searchParams.get('post'));
  if (!postId) throw new Response('post is required', { status: 400 });
  return { comments: await commentsOf(api, postId) };
}
