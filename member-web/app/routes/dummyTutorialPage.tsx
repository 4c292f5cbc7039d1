import type { LoaderFunctionArgs } from '@remix-run/node';

import '../styles/content.css';

import { loadTutorials } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

/** Tutorials for everyone, no login (seeds: /dummyTutorialPage): the members' page with this loader. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadTutorials(request, '/dummyTutorialPage');
}

export { default, ErrorBoundary, meta } from './tutorialPage';
