/**
 * Saved searches (issue 32, decisions 350–352): a member keeps a search of a listing feed or of the global
 * search and hears of new listings that match it, at once or in a daily or weekly mail.
 */

/** The listing kinds a saved search may be limited to (the marketplace's subject names). */
export const SAVED_SEARCH_KINDS = ['requirement', 'job', 'franchise', 'restaurant_sale'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** How often a saved search's new listings are mailed. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches a member may keep. */
  perMember: 20,
  queryMaxLength: 100,
  /** Rupees a month: the highest salary bound a search may name. */
  salaryMax: 100_000_000,
  /** Listings named in one digest mail (the rest are on the site). */
  itemsPerMail: 20,
} as const;

/** The criteria of a saved search; null: any. */
export interface SavedSearchCriteria {
  /** The words every match must have (each starts a word of the listing's searched text). */
  query: string;
  kind: SavedSearchKind | null;
  /** A trade category (requirements only). */
  category_id: number | null;
  city_id: number | null;
  state_id: number | null;
  /** Rupees a month, jobs only. */
  salary_min: number | null;
  salary_max: number | null;
}

/** `GET /api/saved-searches`: one of the member's saved searches. */
export interface SavedSearch extends SavedSearchCriteria {
  id: number;
  frequency: SavedSearchFrequency;
  /** The category's English and Hindi names, when one is chosen. */
  category_name: string | null;
  category_name_hi: string | null;
  /** The city's or state's name, when one is chosen. */
  place_name: string | null;
  /** 0 once the one-click unsubscribe of one of its alert mails turned its alerts off (decision 372). */
  alerts_on: 0 | 1;
  created_at: string;
}

/** The body of `POST /api/saved-searches` (every criterion optional, at least one given). */
export type SavedSearchPayload = Partial<SavedSearchCriteria> & { frequency: SavedSearchFrequency };

/** The body of `PUT /api/saved-searches/{id}`: the frequency, and criteria to change. */
export type SavedSearchChange = Partial<SavedSearchPayload>;

export const SavedSearchMessages = {
  listed: 'Saved searches',
  saved: 'Search saved. We will e-mail you new listings that match it.',
  changed: 'Saved search changed.',
  deleted: 'Saved search deleted.',
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${SAVED_SEARCH_LIMITS.perMember} saved searches. Delete one first.`,
  empty: 'Say what to look for: a word, a kind of listing, a category, a place or a salary.',
  salaryRange: 'The lowest salary must not be above the highest.',
  salaryForJobs: 'A salary range can only be saved with a search of jobs.',
  categoryForRequirements: 'A category can only be saved with a search of requirements.',
  onePlace: 'Choose a city or a state, not both.',
  alertsOff:
    'Done: no more mails for this saved search. Save it again on your saved searches to turn them back on.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
} as const;

/** The token of a saved-search alert's one-click unsubscribe: member, the searches it names, signature. */
export const SAVED_SEARCH_UNSUBSCRIBE_TOKEN = /^\d{1,10}\.\d{1,10}(-\d{1,10}){0,19}\.[A-Za-z0-9_-]{43}$/;
