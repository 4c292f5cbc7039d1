import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { IB_TALKS_TABS, PodcastsView } from '../components/content/podcasts';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPodcastPage, requireSignedInCopy } from '../content-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => socialMeta(data?.seo, 'IB Talks');

/** IB Talks for members (seeds: /IBTalks); visitors get /dummyIBTalks. */
export async function loader(args: LoaderFunctionArgs) {
  await requireSignedInCopy(args.request, '/dummyIBTalks');
  return loadPodcastPage(args, '/IBTalks', IB_TALKS_TABS, 'IB Talks');
}

export default function IBTalks() {
  const page = useLoaderData<typeof loader>();
  return (
    <ContentPage
      title="IB Talks"
      intro={
        <>
          Podcasts with the people who build restaurants. See also{' '}
          <Link to="/the-phoenix-tale">The Phoenix Tale</Link>.
        </>
      }
    >
      <PodcastsView path="/IBTalks" tabs={IB_TALKS_TABS} {...page} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
