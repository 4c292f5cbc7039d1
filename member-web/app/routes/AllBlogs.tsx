import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { BlogCards } from '../components/content/blogs';
import { ContentPage } from '../components/content/content-page';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useT, metaT } from '../i18n/i18n';
import { loadBlogList, requireSignedInCopy } from '../content-pages.server';
import { blogAction } from '../content.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Blogs', metaT(matches, 'common')('siteName'));

/** The blogs for members (seeds: /AllBlogs); visitors get /dummyAllBlogs, the same page (its loader says where cards open). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedInCopy(request, '/dummyAllBlogs');
  return loadBlogList(request, '/AllBlogs', '/blogs');
}

export function action({ request }: ActionFunctionArgs) {
  return blogAction(request, '/AllBlogs');
}

export default function AllBlogs() {
  const { blogs, now, readPath } = useLoaderData<typeof loader>();
  const { t } = useT('content');
  return (
    <ContentPage title={t('blogs.title')}>
      <BlogCards blogs={blogs} now={now} readPath={readPath} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
