import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { IB_TALKS_TABS, IbTalksPage } from '../components/content/podcasts';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPodcastPage } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';
import { metaT } from '../i18n/i18n';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'IB Talks', metaT(matches, 'common')('siteName'));

/** IB Talks for everyone, no login (seeds: /dummyIBTalks). */
export function loader(args: LoaderFunctionArgs) {
  return loadPodcastPage(args, '/dummyIBTalks', IB_TALKS_TABS, 'IB Talks');
}

export default function PublicIBTalks() {
  const page = useLoaderData<typeof loader>();
  return <IbTalksPage path="/dummyIBTalks" page={page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
