import { redirect } from '@remix-run/node';

/**
 * The old product's paths that no page answers any more (the old client's other routes), and the page
 * each one means today (decision 215). Old bookmarks and shared links still land somewhere real. Keys are
 * lower case: the site's paths are case-insensitive.
 */
interface OldPath {
  /** The present page. */
  to: string;
  /** Where `?id=` leads when the old path carried a post's id (the posts' show, like and comment pages). */
  withPostId?: (id: number) => string;
}

const postPage = (id: number) => `/posts/${id}`;

export const OLD_PATHS: Record<string, OldPath> = {
  // /Register redirected to /UserStore: the free sign-up's own page.
  '/userstore': { to: '/Register' },
  '/posts': { to: '/Home/User' },
  '/postfeed': { to: '/Home/User' },
  '/postsshow': { to: '/Home/User', withPostId: postPage },
  '/commentshow': { to: '/Home/User', withPostId: postPage },
  '/comment': { to: '/Home/User', withPostId: postPage },
  '/likestore': { to: '/Home/User', withPostId: postPage },
  // The country's currency and its Elite price (countries/{id}, user/plan?country_id): the Elite sign-up.
  '/country': { to: '/RegisterNew' },
  '/restaurantall': { to: '/RestaurantList' },
};

/**
 * A permanent redirect (301: these pages moved for good) from an old path to its present page, keeping a
 * post's `?id=` where the page has one. Signed-in or not, the present page decides what the visitor sees
 * (a visitor sent to /posts/{id} goes on to the public copy).
 */
export function redirectOldPath(request: Request): Response {
  const url = new URL(request.url);
  const old = OLD_PATHS[url.pathname.replace(/\/+$/, '').toLowerCase()];
  if (!old) throw new Response('Not Found', { status: 404 });
  const raw = url.searchParams.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return redirect(old.withPostId && id ? old.withPostId(id) : old.to, 301);
}
