import { GLOBAL_SEARCH_MAX_LENGTH, type GlobalSearchResult } from '@app/contracts';
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';

import type { loader as searchLoader } from '../../routes/Search';
import { Avatar } from '../avatar';

/** Pause after the last key before searching (ms). */
const TYPING_PAUSE_MS = 250;

/**
 * The navigation bar's global search. With JavaScript a dropdown shows up to 5 members and 5 posts as you
 * type; Enter (or no JavaScript) opens the /Search page.
 */
export function SearchBox() {
  const fetcher = useFetcher<typeof searchLoader>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const inputId = useId();

  useEffect(() => {
    const search = text.trim();
    if (!search) return;
    const timer = setTimeout(
      () => fetcher.load(`/Search?${new URLSearchParams({ search })}`),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
    // The fetcher object changes with its state; only the text starts a search.
  }, [text]);

  const result = text.trim() && fetcher.data?.search === text.trim() ? fetcher.data.result : null;
  const shown = open && Boolean(result);
  return (
    <Form
      ref={box}
      method="get"
      action="/Search"
      role="search"
      className="search-box"
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search members and posts
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder="Search"
        autoComplete="off"
        maxLength={GLOBAL_SEARCH_MAX_LENGTH}
        value={text}
        aria-controls={panelId}
        aria-expanded={shown}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <div id={panelId} className="search-box__panel" hidden={!shown}>
        {result ? <SearchResults result={result} onPick={() => setOpen(false)} /> : null}
      </div>
    </Form>
  );
}

/** What a listing in the search results is (by its read-more type). */
const LISTING_KIND: Record<GlobalSearchResult['listing'][number]['user_type_text'], string> = {
  requirement: 'Requirement',
  job: 'Job',
  give_franchise: 'Franchise',
  sell_my_restaurant: 'Restaurant on sale',
};

/** The members, posts and listings a search found (the dropdown and the /Search page). */
export function SearchResults({ result, onPick }: { result: GlobalSearchResult; onPick?: () => void }) {
  const listings = result.listing ?? [];
  if (!result.user.length && !result.post.length && !listings.length)
    return <p className="empty-text">No results</p>;
  return (
    <div className="search-results">
      {result.user.length ? (
        <section aria-label="Users">
          <h2 className="search-results__heading">Users</h2>
          <ul>
            {result.user.map((user) => (
              <li key={user.id}>
                <Link to={`/Profile/${user.id}`} onClick={onPick} className="search-results__item">
                  <span aria-hidden="true">
                    <Avatar name={user.full_name} photo={user.profile_photo} size="small" />
                  </span>
                  {user.full_name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.post.length ? (
        <section aria-label="Posts">
          <h2 className="search-results__heading">Posts</h2>
          <ul>
            {result.post.map((post) => (
              <li key={post.id}>
                <Link to={`/posts/${post.id}`} onClick={onPick} className="search-results__item">
                  {post.title || `Post ${post.id}`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {listings.length ? (
        <section aria-label="Listings">
          <h2 className="search-results__heading">Listings</h2>
          <ul>
            {listings.map((listing) => (
              <li key={`${listing.user_type_text}-${listing.id}`}>
                <Link
                  to={`/read-more/${listing.user_type_text}/${listing.id}`}
                  onClick={onPick}
                  className="search-results__item"
                >
                  <span className="search-results__kind">{LISTING_KIND[listing.user_type_text]}</span>{' '}
                  {listing.title}
                  {listing.place ? <span className="search-results__place"> · {listing.place}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
