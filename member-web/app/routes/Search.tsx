import {
  ApiError,
  GLOBAL_SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type GlobalSearchResult,
  type SearchPage,
  type SearchPost,
  type SearchUser,
} from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SaveSearchForm } from '../components/saved-searches/save-search-form';
import { PersonResult, SearchResults, type SearchSuggestions } from '../components/social/search-box';
import { metaT, useT } from '../i18n/i18n';
import { globalSearch, memberApi } from '../social.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'social')('pages.searchTitle') }];

type Show = 'people' | 'posts';

/** The page's data; the navigation bar's dropdown loads the same (its part: SearchSuggestions). */
interface SearchData extends SearchSuggestions {
  show: Show | null;
  people: SearchPage<SearchUser> | null;
  posts: SearchPage<SearchPost> | null;
  message: string | undefined;
  /** A later page of `show` (after=), which has no way back to the first but the link. */
  paged?: boolean;
}

/**
 * Global search (?search=): up to 5 members and 5 posts. The navigation bar's dropdown loads it as you
 * type; without JavaScript the search box opens this page. `show=people|posts` lists every match, newest
 * first, a page at a time (`after`: the keyset of the next page; decision 174).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const api = await memberApi(request);
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, GLOBAL_SEARCH_MAX_LENGTH);
  const showParam = url.searchParams.get('show');
  const show: Show | null = showParam === 'people' || showParam === 'posts' ? showParam : null;
  const after = Number.parseInt(url.searchParams.get('after') ?? '', 10);
  const empty: SearchData = { search, show, result: null, people: null, posts: null, message: undefined };
  if (!search) return empty;
  try {
    if (show === 'people') {
      const { data } = await api.get<SearchPage<SearchUser>>('search/people', {
        search,
        per_page: SEARCH_PAGE_SIZE,
        ...(after > 0 ? { after } : {}),
      });
      return { ...empty, people: data, paged: after > 0 };
    }
    if (show === 'posts') {
      const { data } = await api.get<SearchPage<SearchPost>>('search/posts', {
        search,
        per_page: SEARCH_PAGE_SIZE,
        ...(after > 0 ? { after } : {}),
      });
      return { ...empty, posts: data, paged: after > 0 };
    }
    return { ...empty, result: await globalSearch(api, search) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { ...empty, message: error.body?.message as string | undefined };
    }
    throw error;
  }
}

export default function Search() {
  const { t } = useT('social');
  const loaded = useLoaderData<typeof loader>();
  const { search, show, result, people, posts, message } = loaded;
  const paged = Boolean(loaded.paged);
  const link = (params: Record<string, string>) => `/Search?${new URLSearchParams({ search, ...params })}`;
  return (
    <div className="container page search-page">
      <h1>{show === 'people' ? t('pages.people') : show === 'posts' ? t('searchBox.posts') : t('search')}</h1>
      {search ? (
        <p>
          {t('pages.resultsFor', { search })}
          {show ? (
            <>
              {' '}
              · <Link to={link({})}>{t('pages.backToAll')}</Link>
            </>
          ) : null}
        </p>
      ) : (
        <p>{t('pages.typeSomething')}</p>
      )}
      {message ? (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      ) : null}
      {result ? (
        <div className="card">
          <SearchResults result={result as GlobalSearchResult} seeAll={search} />
        </div>
      ) : null}
      {search && !show ? <SaveSearchForm search={{ query: search }} /> : null}
      {people ? (
        <ResultPage
          page={people}
          paged={paged}
          label={t('pages.people')}
          first={link({ show: 'people' })}
          next={(after) => link({ show: 'people', after: String(after) })}
          item={(user) => <PersonResult user={user} />}
        />
      ) : null}
      {posts ? (
        <ResultPage
          page={posts}
          paged={paged}
          label={t('searchBox.posts')}
          first={link({ show: 'posts' })}
          next={(after) => link({ show: 'posts', after: String(after) })}
          item={(post) => (
            <Link to={`/posts/${post.id}`} className="search-results__item">
              {post.title ? (
                <span data-user-content>{post.title}</span>
              ) : (
                t('searchBox.post', { id: post.id })
              )}
            </Link>
          )}
        />
      ) : null}
    </div>
  );
}

function ResultPage<T extends { id: number }>({
  page,
  paged,
  label,
  first,
  next,
  item,
}: {
  page: SearchPage<T>;
  paged: boolean;
  label: string;
  first: string;
  next: (after: number) => string;
  item: (entry: T) => ReactNode;
}) {
  const { t } = useT('social');
  return (
    <section className="card search-results" aria-label={label}>
      {page.data.length ? (
        <ul>
          {page.data.map((entry) => (
            <li key={entry.id}>{item(entry)}</li>
          ))}
        </ul>
      ) : (
        <p className="empty-text">{paged ? t('pages.noMore') : t('searchBox.none')}</p>
      )}
      <nav className="form__actions" aria-label={t('pages.pagesOf', { label })}>
        {paged ? (
          <Link to={first} className="button button--ghost">
            {t('pages.first')}
          </Link>
        ) : null}
        {page.next_after ? (
          <Link to={next(page.next_after)} className="button button--primary">
            {t('pages.next')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
