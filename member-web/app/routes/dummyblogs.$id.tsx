import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { BlogArticle } from '../components/content/blogs';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadBlog } from '../content-pages.server';
import { blogAction } from '../content.server';
import { PUBLIC_PAGE } from '../page-cache';
import { metaT } from '../i18n/i18n';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Blog', metaT(matches, 'common')('siteName'));

/** One blog for everyone, no login (seeds: /dummyblogs/{id}): the address a share link leads to. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadBlog(request, params.id);
}

export function action({ request, params }: ActionFunctionArgs) {
  return blogAction(request, `/dummyblogs/${encodeURIComponent(params.id ?? '')}`);
}

export default function PublicBlogPage() {
  const { blog, now, preview, expanded } = useLoaderData<typeof loader>();
  return <BlogArticle blog={blog} now={now} preview={preview} expanded={expanded} backTo="/dummyAllBlogs" />;
}

export const ErrorBoundary = RouteErrorBoundary;
