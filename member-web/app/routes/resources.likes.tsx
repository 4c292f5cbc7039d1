import type { LoaderFunctionArgs } from '@remix-run/node';

import type { LikesData } from '../components/social/likers';
import { idFrom } from '../locations.server';
import { likersOf, memberApi } from '../social.server';

/** ?post={id}: who liked the post, for the Likes modal's script. */
export async function loader({ request }: LoaderFunctionArgs): Promise<LikesData> {
  const api = await memberApi(request);
  const postId = idFrom(new URL(request.url).searchParams.get('post'));
  if (!postId) throw new Response('post is required', { status: 400 });
  return { likers: await likersOf(api, postId) };
}
