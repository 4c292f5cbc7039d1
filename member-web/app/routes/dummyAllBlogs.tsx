import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { BlogCards } from '../components/content/blogs';
import { ContentPage } from '../components/content/content-page';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useT, metaT } from '../i18n/i18n';
import { loadBlogList } from '../content-pages.server';
import { blogAction } from '../content.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Blogs', metaT(matches, 'common')('siteName'));

/** The blogs for everyone, no login (seeds: /dummyAllBlogs). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadBlogList(request, '/dummyAllBlogs');
}

export function action({ request }: ActionFunctionArgs) {
  return blogAction(request, '/dummyAllBlogs');
}

export default function PublicBlogs() {
  const { blogs, now } = useLoaderData<typeof loader>();
  const { t } = useT('content');
  return (
    <ContentPage title={t('blogs.title')}>
      <BlogCards blogs={blogs} now={now} readPath="/dummyblogs" />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
