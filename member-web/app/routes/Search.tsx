import { ApiError, GLOBAL_SEARCH_MAX_LENGTH, type GlobalSearchResult } from '@app/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SearchResults } from '../components/social/search-box';
import { globalSearch, memberApi } from '../social.server';

export const meta: MetaFunction = () => [{ title: 'Search | Restaurant Community' }];

/**
 * Global search (?search=): up to 5 members and 5 posts. The navigation bar's dropdown loads it as you
 * type; without JavaScript the search box opens this page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await memberApi(request);
  const search = (new URL(request.url).searchParams.get('search') ?? '')
    .trim()
    .slice(0, GLOBAL_SEARCH_MAX_LENGTH);
  if (!search) return { search, result: null, message: undefined };
  try {
    return { search, result: await globalSearch(api, search), message: undefined };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { search, result: null as GlobalSearchResult | null, message: error.body?.message };
    }
    throw error;
  }
}

export default function Search() {
  const { search, result, message } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>Search</h1>
      {search ? <p>Results for “{search}”</p> : <p>Type a name or a word in the search box.</p>}
      {message ? (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      ) : null}
      {result ? (
        <div className="card">
          <SearchResults result={result} />
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
