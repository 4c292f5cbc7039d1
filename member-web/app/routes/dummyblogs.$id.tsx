import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import '../styles/content.css';

import { loadBlog } from '../content-pages.server';
import { blogAction } from '../content.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

/**
 * One blog for everyone, no login (seeds: /dummyblogs/{id}): the address a share link leads to. The
 * members' page, leading back to /dummyAllBlogs.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadBlog(request, params.id, '/dummyAllBlogs');
}

export function action({ request, params }: ActionFunctionArgs) {
  return blogAction(request, `/dummyblogs/${encodeURIComponent(params.id ?? '')}`);
}

export { default, ErrorBoundary, meta } from './blogs.$id';
