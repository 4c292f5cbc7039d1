import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { PHOENIX_TABS, PodcastsView } from '../components/content/podcasts';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPodcastPage } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => socialMeta(data?.seo, 'The Phoenix Tale');

/** The second series page (seeds: /the-phoenix-tale), open to everyone; each tab asks for its series. */
export function loader(args: LoaderFunctionArgs) {
  return loadPodcastPage(args, '/the-phoenix-tale', PHOENIX_TABS, 'The Phoenix Tale');
}

export default function PhoenixTale() {
  const page = useLoaderData<typeof loader>();
  const own = page.tab.key === PHOENIX_TABS[0].key;
  return (
    <ContentPage
      title={page.tab.heading ?? 'The Phoenix Tale'}
      intro={
        own ? (
          <>
            Stories of restaurants that rose again. More episodes in <Link to="/dummyIBTalks">IB Talks</Link>.
          </>
        ) : (
          <>
            Another of the community’s story series. The Phoenix Tale’s own episodes are under “
            {PHOENIX_TABS[0].label}”.
          </>
        )
      }
    >
      <PodcastsView path="/the-phoenix-tale" tabs={PHOENIX_TABS} {...page} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
