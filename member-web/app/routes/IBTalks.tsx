import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { IB_TALKS_TABS, IbTalksPage } from '../components/content/podcasts';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPodcastPage, requireSignedInCopy } from '../content-pages.server';
import { metaT } from '../i18n/i18n';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'IB Talks', metaT(matches, 'common')('siteName'));

/** IB Talks for members (seeds: /IBTalks); visitors get /dummyIBTalks. */
export async function loader(args: LoaderFunctionArgs) {
  await requireSignedInCopy(args.request, '/dummyIBTalks');
  return loadPodcastPage(args, '/IBTalks', IB_TALKS_TABS, 'IB Talks');
}

export default function IBTalks() {
  const page = useLoaderData<typeof loader>();
  return <IbTalksPage path="/IBTalks" page={page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
