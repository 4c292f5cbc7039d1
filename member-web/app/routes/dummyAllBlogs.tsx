import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import '../styles/content.css';

import { loadBlogList } from '../content-pages.server';
import { blogAction } from '../content.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

/** The blogs for everyone, no login (seeds: /dummyAllBlogs): the members' page, its cards opening /dummyblogs. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadBlogList(request, '/dummyAllBlogs', '/dummyblogs');
}

export function action({ request }: ActionFunctionArgs) {
  return blogAction(request, '/dummyAllBlogs');
}

export { default, ErrorBoundary, meta } from './AllBlogs';
