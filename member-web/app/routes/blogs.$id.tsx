import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { BlogArticle } from '../components/content/blogs';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadBlog, requireSignedInCopy } from '../content-pages.server';
import { blogAction } from '../content.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Blog', metaT(matches, 'common')('siteName'));

/** One blog for members (seeds: /blogs/{id}); visitors get /dummyblogs/{id}. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSignedInCopy(request, `/dummyblogs/${encodeURIComponent(params.id ?? '')}`);
  return loadBlog(request, params.id, '/AllBlogs');
}

export function action({ request, params }: ActionFunctionArgs) {
  return blogAction(request, `/blogs/${encodeURIComponent(params.id ?? '')}`);
}

export default function BlogPage() {
  const { blog, now, preview, expanded, backTo } = useLoaderData<typeof loader>();
  return <BlogArticle blog={blog} now={now} preview={preview} expanded={expanded} backTo={backTo} />;
}

export const ErrorBoundary = RouteErrorBoundary;
