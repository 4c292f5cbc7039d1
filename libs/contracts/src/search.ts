import type { UserType } from './users.js';

/** The seeds' search dropdown shows at most this many users and this many posts. */
export const GLOBAL_SEARCH_LIMIT = 5;
export const GLOBAL_SEARCH_MAX_LENGTH = 100;

/** POST global-search. */
export interface GlobalSearchPayload {
  search: string;
}

/** A member in the search dropdown (the seeds' Search result user, with the avatar). */
export interface SearchUser {
  id: number;
  full_name: string;
  profile_photo: string | null;
  /** What tells two people of the same name apart (decision 174): all public on the profile too. */
  user_type: UserType;
  /** 'Restaurant', 'Vendor' or 'Manpower'. */
  user_type_text: string;
  business_name: string | null;
  /** The member's city name, when set. */
  city: string | null;
  blue_tick: 0 | 1;
}

/** The full results page's members and posts, newest first, a page at a time by keyset. */
export const SEARCH_PAGE_SIZE = 20;

/** GET search/people and GET search/posts: a page, and the `after` to ask for the next one (null: no more). */
export interface SearchPage<T> {
  data: T[];
  next_after: number | null;
}

export interface SearchPost {
  id: number;
  title: string;
}

/** A listing in the search dropdown: a link to `/read-more/{user_type_text}/{id}`; no contact fields. */
export interface SearchListing {
  id: number;
  user_type_text: 'requirement' | 'job' | 'give_franchise' | 'sell_my_restaurant';
  /** Title (requirement, job), brand (franchise) or restaurant type (sale). */
  title: string;
  /** City and state names, when the listing has them. */
  place: string | null;
}

/**
 * The answer of POST global-search. A member matches when every space-separated word of the search begins
 * a word of their full name, case- and accent-insensitively (see decision 016).
 */
export interface GlobalSearchResult {
  user: SearchUser[];
  post: SearchPost[];
  /** Open, visible listings whose title, brand, type or place has every word (decision 118). */
  listing: SearchListing[];
}
