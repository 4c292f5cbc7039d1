import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Trans } from 'react-i18next';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { PHOENIX_TABS, PodcastsView } from '../components/content/podcasts';
import { socialMeta } from '../components/content/social-meta';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useT, metaT } from '../i18n/i18n';
import { loadPodcastPage } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'The Phoenix Tale', metaT(matches, 'common')('siteName'));

/** The second series page (seeds: /the-phoenix-tale), open to everyone; each tab asks for its series. */
export function loader(args: LoaderFunctionArgs) {
  return loadPodcastPage(args, '/the-phoenix-tale', PHOENIX_TABS, 'The Phoenix Tale');
}

export default function PhoenixTale() {
  const page = useLoaderData<typeof loader>();
  const { t } = useT('content');
  const own = page.tab.key === PHOENIX_TABS[0].key;
  return (
    <ContentPage
      title={page.tab.heading ?? t('phoenix.title')}
      intro={
        own ? (
          <Trans t={t} i18nKey="phoenix.introOwn" components={{ ibTalks: <Link to="/dummyIBTalks" /> }} />
        ) : (
          t('phoenix.introOther', { tab: t(`podcasts.tabs.${PHOENIX_TABS[0].label}`) })
        )
      }
    >
      <PodcastsView path="/the-phoenix-tale" tabs={PHOENIX_TABS} {...page} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
