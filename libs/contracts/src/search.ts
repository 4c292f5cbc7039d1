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
}

export interface SearchPost {
  id: number;
  title: string;
}

/**
 * The answer of POST global-search. A member matches when every space-separated word of the search begins
 * a word of their full name, case- and accent-insensitively (see decision 016).
 */
export interface GlobalSearchResult {
  user: SearchUser[];
  post: SearchPost[];
}
