import type { PolicySlug } from '@app/contracts';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { BLOG_READ_MORE_CHARS, type BlogPreview } from './components/content/blogs';
import { type PodcastTab, podcastQuery } from './components/content/podcasts';
import { DEFAULT_SHARE_IMAGE_PATH, type PageSeo } from './components/content/social-meta';
import { truncate } from './components/social/text';
import { absoluteUrl, blog, blogs, podcasts, policyPage, tutorials } from './content.server';
import { requestLanguage } from './i18n/language.server';
import { textsFor } from './i18n/texts.server';
import { idFrom } from './locations.server';
import { pageNow } from './page-cache.server';
import { getToken } from './session.server';

/**
 * The signed-in copies (/IBTalks, /AllBlogs, /blogs/{id}, /tutorialPage) send a visitor without a session
 * to the public copy of the same page (decision 140), as /posts/{id} does with /postsnotAuth/{id}.
 */
export async function requireSignedInCopy(request: Request, publicPath: string) {
  if (!(await getToken(request))) {
    const search = new URL(request.url).search;
    throw redirect(`${publicPath}${search}`);
  }
}

const pageSeo = (path: string, title: string, description: string): PageSeo => ({
  title,
  description,
  url: absoluteUrl(path),
  image: absoluteUrl(DEFAULT_SHARE_IMAGE_PATH),
});

export async function loadPodcastPage(
  { request }: LoaderFunctionArgs,
  path: string,
  tabs: PodcastTab[],
  heading: string,
) {
  const { tab, search, watch } = podcastQuery(new URL(request.url), tabs);
  const page = await podcasts(request, { title: tab.series, search });
  const t = await textsFor(request, 'server');
  return {
    tab,
    search,
    watch,
    podcasts: page.data,
    seo: pageSeo(path, heading, t('content.podcastsDescription')),
  };
}

/** The blog list at `path`, whose cards open under `readPath` (the members' or the visitors' copy). */
export async function loadBlogList(request: Request, path: string, readPath: string) {
  const page = await blogs(request);
  const t = await textsFor(request, 'server');
  return {
    readPath,
    blogs: page.data,
    now: pageNow(),
    seo: pageSeo(path, t('content.blogsTitle'), t('content.blogsDescription')),
  };
}

/** One blog, whose page leads back to the list at `backTo` (the members' or the visitors' copy). */
export async function loadBlog(request: Request, rawId: string | undefined, backTo: string) {
  const id = idFrom(rawId);
  if (!id) throw new Response('Not Found', { status: 404 });
  const post = await blog(request, id);
  const seo: PageSeo = {
    title: post.title,
    description: post.excerpt,
    url: absoluteUrl(`/dummyblogs/${post.id}`),
    image: post.cover_image ?? absoluteUrl(DEFAULT_SHARE_IMAGE_PATH),
    type: 'article',
  };
  const expanded = new URL(request.url).searchParams.get('more') === '1';
  return { blog: post, now: pageNow(), seo, preview: blogPreview(post.description), expanded, backTo };
}

/**
 * The blog body's first BLOG_READ_MORE_CHARS characters as plain text, for the page's Read More cut. The
 * body is HTML the API already cleaned to its allowlist; here it only loses its tags and entities (React
 * escapes the text again), block ends becoming spaces so words do not run together.
 */
export function blogPreview(html: string): BlogPreview {
  const text = html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, BLOG_READ_MORE_CHARS);
}

export async function loadTutorials(request: Request, path: string) {
  const list = await tutorials(request);
  const pending = Number(new URL(request.url).searchParams.get('watch')) || null;
  const t = await textsFor(request, 'server');
  return {
    path,
    tutorials: list,
    pending,
    seo: pageSeo(path, t('content.tutorialsTitle'), t('content.tutorialsDescription')),
  };
}

/**
 * A policy page's loader (/privacypolicy, /terms-and-conditions...): the text staff keep in the console,
 * in the page's language, English when the page has none in it (decision 408).
 */
export async function loadPolicyPage(request: Request, slug: PolicySlug) {
  return { page: await policyPage(request, slug, await requestLanguage(request)) };
}

/** The loader of the route that shows the policy `slug` (each policy route is this and the shared page). */
export function policyLoader(slug: PolicySlug) {
  return ({ request }: LoaderFunctionArgs) => loadPolicyPage(request, slug);
}
