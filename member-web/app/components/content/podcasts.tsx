import { DEFAULT_PODCAST_SERIES_TITLE, type PublicPodcast } from '@app/contracts';
import { Form, Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import { ContentPage, VideoPendingAlert } from './content-page';
import { VideoCard } from './video-card';

export interface PodcastTab {
  key: string;
  /** The tab's name: its key in the `content` catalogue, under `podcasts.tabs`. */
  label: 'allProduct' | 'trendingPodcast' | 'season1' | 'allPhoenix' | 'trendingStories';
  /** The series title the tab asks the API for (`title=`); none: every series. */
  series?: string;
  /** The page's heading while the tab is open, where the tab shows one series (the series' name). */
  heading?: string;
}

/** /IBTalks and /dummyIBTalks (seeds: All Product, Trending Podcast, Season 1). */
export const IB_TALKS_TABS: PodcastTab[] = [
  { key: 'all', label: 'allProduct' },
  { key: 'trending', label: 'trendingPodcast', series: 'Trending Stories' },
  { key: 'season-1', label: 'season1', series: 'Stories Season 1' },
];

/**
 * /the-phoenix-tale (seeds: each tab reloads the list by series title; the default is The Phoenix Tales).
 * Each tab is one series, and the page is headed by the series it shows: The Phoenix Tale's own episodes
 * never sit beside another series' under its name (decision 298).
 */
export const PHOENIX_TABS: PodcastTab[] = [
  {
    key: 'phoenix',
    label: 'allPhoenix',
    series: DEFAULT_PODCAST_SERIES_TITLE,
    heading: 'The Phoenix Tale',
  },
  { key: 'trending', label: 'trendingStories', series: 'Trending Stories', heading: 'Trending Stories' },
  { key: 'season-1', label: 'season1', series: 'Stories Season 1', heading: 'Stories Season 1' },
];

/** The tab, words and pending video a podcast page's address asks for (`?tab=…&search=…&watch=…`). */
export function podcastQuery(url: URL, tabs: PodcastTab[]) {
  const tab = tabs.find((entry) => entry.key === url.searchParams.get('tab')) ?? tabs[0];
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const watch = Number(url.searchParams.get('watch')) || null;
  return { tab, search, watch };
}

function hrefWith(path: string, params: Record<string, string | number | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A podcast list page: the search box and the tabs really filter (server-side, through the address, so
 * they work without JavaScript too); WATCH NOW opens the video in a new tab, or says the video is coming.
 */
/** What a podcast page's loader gives its view (content-pages.server.ts, loadPodcastPage). */
export interface PodcastList {
  tab: PodcastTab;
  search: string;
  watch: number | null;
  podcasts: PublicPodcast[];
}

export function PodcastsView({
  path,
  tabs,
  tab,
  search,
  watch,
  podcasts,
}: PodcastList & { path: string; tabs: PodcastTab[] }) {
  const { t } = useT('content');
  const here = hrefWith(path, { tab: tab.key === tabs[0].key ? null : tab.key, search });
  return (
    <>
      <Form method="get" action={path} className="content-search" role="search">
        {tab.key !== tabs[0].key ? <input type="hidden" name="tab" value={tab.key} /> : null}
        <label className="visually-hidden" htmlFor="podcast-search">
          {t('podcasts.search')}
        </label>
        <input
          id="podcast-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder={t('podcasts.search')}
          maxLength={100}
        />
        <button type="submit" className="button button--primary">
          {t('podcasts.searchButton')}
        </button>
      </Form>
      <nav aria-label={t('podcasts.series')} className="content-tabs">
        <ul>
          {tabs.map((entry) => (
            <li key={entry.key}>
              <Link
                to={hrefWith(path, { tab: entry.key === tabs[0].key ? null : entry.key, search })}
                aria-current={entry.key === tab.key ? 'page' : undefined}
                className={entry.key === tab.key ? 'content-tab content-tab--active' : 'content-tab'}
                preventScrollReset
              >
                {t(`podcasts.tabs.${entry.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {watch ? <VideoPendingAlert closeTo={here} /> : null}
      {podcasts.length === 0 ? (
        <p className="content-empty">{search ? t('podcasts.noMatch', { search }) : t('podcasts.empty')}</p>
      ) : (
        <ul className="content-cards" aria-label={t('podcasts.list')}>
          {podcasts.map((podcast) => (
            <VideoCard
              key={podcast.id}
              video={podcast}
              pendingTo={hrefWith(path, {
                tab: tab.key === tabs[0].key ? null : tab.key,
                search,
                watch: podcast.id,
              })}
              after={podcast.description ? <p>{podcast.description}</p> : null}
            >
              <p className="content-card__kicker">{podcast.name}</p>
            </VideoCard>
          ))}
        </ul>
      )}
    </>
  );
}

/** The IB Talks pages' heading and intro (members' /IBTalks and visitors' /dummyIBTalks). */
export function IbTalksPage({ path, page }: { path: string; page: PodcastList }) {
  const { t } = useT('content');
  return (
    <ContentPage
      title={t('ibTalks.title')}
      intro={
        <Trans t={t} i18nKey="ibTalks.intro" components={{ phoenix: <Link to="/the-phoenix-tale" /> }} />
      }
    >
      <PodcastsView path={path} tabs={IB_TALKS_TABS} {...page} />
    </ContentPage>
  );
}
