import { GLOBAL_SEARCH_MAX_LENGTH, type GlobalSearchResult, type SearchUser } from '@app/contracts';
import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';

/** Pause after the last key before searching (ms). */
const TYPING_PAUSE_MS = 250;

/** What /Search answers that the dropdown reads (the page's loader promises it, and more). */
export interface SearchSuggestions {
  search: string;
  result: GlobalSearchResult | null;
}

/**
 * The navigation bar's global search. With JavaScript a dropdown shows up to 5 members and 5 posts as you
 * type; Enter (or no JavaScript) opens the /Search page and closes the dropdown.
 */
export function SearchBox() {
  const { t } = useT('social');
  const fetcher = useFetcher<SearchSuggestions>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const inputId = useId();

  // Only the text starts a search: `load` keeps its identity (the fetcher object changes with its state).
  const { load } = fetcher;
  useEffect(() => {
    const search = text.trim();
    if (!search) return;
    const timer = setTimeout(() => load(`/Search?${new URLSearchParams({ search })}`), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [load, text]);

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
      // Enter opens the results page: the box stays in the header, so its list must not cover the results.
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchBox.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder={t('search')}
        autoComplete="off"
        maxLength={GLOBAL_SEARCH_MAX_LENGTH}
        value={text}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={panelId}
        aria-expanded={shown}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <div id={panelId} className="search-box__panel" hidden={!shown}>
        {result ? <SearchResults result={result} onPick={() => setOpen(false)} seeAll={text.trim()} /> : null}
      </div>
    </Form>
  );
}

/** What a listing in the search results is (by its read-more type): keys of searchBox.listingKind. */
const LISTING_KIND: Record<GlobalSearchResult['listing'][number]['user_type_text'], string> = {
  requirement: 'requirement',
  job: 'job',
  give_franchise: 'franchise',
  sell_my_restaurant: 'sale',
};

/** How each member type reads next to a name (the landing page's names of the kinds). */
const MEMBER_KIND: Record<string, string> = {
  '6': 'landing:kinds.owner.title',
  '7': 'landing:kinds.vendor.title',
  '8': 'landing:kinds.professional.title',
};

/** Type, city and business under a name: what tells four "Meera Shah" apart (decision 174). */
export function MemberFacts({ user }: { user: SearchUser }) {
  const { t } = useT('social');
  const kind = MEMBER_KIND[user.user_type];
  const facts = [kind ? t(kind) : user.user_type_text, user.city, user.business_name].filter(
    (fact): fact is string => Boolean(fact),
  );
  if (!facts.length) return null;
  return <span className="search-results__meta">{facts.join(' · ')}</span>;
}

/** A member among the results: photo, name and facts, linking to the profile. */
export function PersonResult({ user, onPick }: { user: SearchUser; onPick?: () => void }) {
  return (
    <Link to={`/Profile/${user.id}`} onClick={onPick} className="search-results__item">
      <span aria-hidden="true">
        <Avatar name={user.full_name} photo={user.profile_photo} size="small" />
      </span>
      <span className="search-results__who">
        <span data-user-content>{user.full_name}</span>
        <MemberFacts user={user} />
      </span>
    </Link>
  );
}

/** The members, posts and listings a search found (the dropdown and the /Search page). */
export function SearchResults({
  result,
  onPick,
  seeAll,
}: {
  result: GlobalSearchResult;
  onPick?: () => void;
  /** The search text: adds "See all people" / "See all posts" links to the full results page. */
  seeAll?: string;
}) {
  const { t } = useT('social');
  const listings = result.listing ?? [];
  if (!result.user.length && !result.post.length && !listings.length)
    return <p className="empty-text">{t('searchBox.none')}</p>;
  return (
    <div className="search-results">
      {result.user.length ? (
        <section aria-label={t('searchBox.users')}>
          <h2 className="search-results__heading">{t('searchBox.users')}</h2>
          <ul>
            {result.user.map((user) => (
              <li key={user.id}>
                <PersonResult user={user} onPick={onPick} />
              </li>
            ))}
          </ul>
          {seeAll ? (
            <Link
              to={`/Search?${new URLSearchParams({ search: seeAll, show: 'people' })}`}
              onClick={onPick}
              className="search-results__all"
            >
              {t('searchBox.allPeople')}
            </Link>
          ) : null}
        </section>
      ) : null}
      {result.post.length ? (
        <section aria-label={t('searchBox.posts')}>
          <h2 className="search-results__heading">{t('searchBox.posts')}</h2>
          <ul>
            {result.post.map((post) => (
              <li key={post.id}>
                <Link to={`/posts/${post.id}`} onClick={onPick} className="search-results__item">
                  {post.title ? (
                    <span data-user-content>{post.title}</span>
                  ) : (
                    t('searchBox.post', { id: post.id })
                  )}
                </Link>
              </li>
            ))}
          </ul>
          {seeAll ? (
            <Link
              to={`/Search?${new URLSearchParams({ search: seeAll, show: 'posts' })}`}
              onClick={onPick}
              className="search-results__all"
            >
              {t('searchBox.allPosts')}
            </Link>
          ) : null}
        </section>
      ) : null}
      {listings.length ? (
        <section aria-label={t('searchBox.listings')}>
          <h2 className="search-results__heading">{t('searchBox.listings')}</h2>
          <ul>
            {listings.map((listing) => (
              <li key={`${listing.user_type_text}-${listing.id}`}>
                <Link
                  to={`/read-more/${listing.user_type_text}/${listing.id}`}
                  onClick={onPick}
                  className="search-results__item"
                >
                  <span className="search-results__kind">
                    {t(`searchBox.listingKind.${LISTING_KIND[listing.user_type_text]}`)}
                  </span>{' '}
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
