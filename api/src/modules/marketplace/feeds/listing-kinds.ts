/** The kinds of listing global search finds, and the columns every step of it reads (decision 192). */
import type { SearchListing } from '@app/contracts';
import type { TotalList } from '../common/marketplace-totals';

/** Listings of each kind the search window keeps (migration 1795490400000, decision 186). */
export const SEARCH_WINDOW_LISTINGS = 5_000;

export interface Hit {
  id: number;
  user_type_text: SearchListing['user_type_text'];
  title: string;
  /** The city and state names, or null. */
  place: string | null;
}

/** A findable listing as every step reads it: the same columns for each kind, so one UNION ALL reads all. */
export interface Raw {
  subject: Kind['subject'];
  id: number;
  search_text: string | null;
  title: string | null;
  type_id: number | null;
  type_other: string | null;
  city_name: string | null;
  state_name: string | null;
}

/** The columns of Raw past subject, id and search_text. */
export const COLUMNS = ['title', 'type_id', 'type_other', 'city_name', 'state_name'] as const;

/** A kind of listing: its table, its counter, what a hit shows, and when a row may be found. */
export interface Kind {
  subject: 'requirement' | 'job' | 'franchise' | 'restaurant_sale';
  table: string;
  list: TotalList;
  type: Hit['user_type_text'];
  /** SQL of each shown column on the kind's table `t` and its place joins. */
  columns: Record<(typeof COLUMNS)[number], string>;
  /** The joins of the city and state names (`ci`, `st`) to `t`, if the kind has a place. */
  places: string;
  found: string;
}

/** A listing's place names, joined to its row `t` (one primary-key read each). */
const PLACES = 'LEFT JOIN cities ci ON ci.id = t.city_id LEFT JOIN states st ON st.id = t.state_id';

export const KINDS: Kind[] = [
  {
    subject: 'requirement',
    table: 'requirements',
    list: 'requirements',
    type: 'requirement',
    columns: { title: 't.title', type_id: 'NULL', type_other: 'NULL', city_name: 'NULL', state_name: 'NULL' },
    places: '',
    found: 't.held_at IS NULL AND t.expired_at IS NULL',
  },
  {
    subject: 'job',
    table: 'jobs',
    list: 'jobs',
    type: 'job',
    columns: {
      title: 't.title',
      type_id: 'NULL',
      type_other: 'NULL',
      city_name: 'ci.name',
      state_name: 'st.name',
    },
    places: PLACES,
    found: 't.is_closed = 0 AND t.held_at IS NULL AND t.expired_at IS NULL',
  },
  {
    subject: 'franchise',
    table: 'franchise_offers',
    list: 'franchise_offers',
    type: 'give_franchise',
    columns: {
      title: 't.brand_name',
      type_id: 'NULL',
      type_other: 'NULL',
      city_name: 'ci.name',
      state_name: 'st.name',
    },
    places: PLACES,
    found: 't.held_at IS NULL AND t.expired_at IS NULL',
  },
  {
    subject: 'restaurant_sale',
    table: 'restaurant_sales',
    list: 'restaurant_sales',
    type: 'sell_my_restaurant',
    columns: {
      title: 'NULL',
      type_id: 't.restaurant_type_id',
      type_other: 't.restaurant_type_other',
      city_name: 'ci.name',
      state_name: 'st.name',
    },
    places: PLACES,
    found: 't.held_at IS NULL AND t.expired_at IS NULL',
  },
];

/** The kinds the search window holds rows of (`listing_search_window.subject`). */
export const WINDOW_SUBJECTS = KINDS.map((kind) => kind.subject);

/** The listing tables with a FULLTEXT index of their own (`search_text`). */
export const LISTING_TABLES = KINDS.map((kind) => kind.table);

export const selected = (kind: Kind) =>
  `SELECT '${kind.subject}' AS subject, t.id AS id, t.search_text AS search_text, ${COLUMNS.map((name) => `${kind.columns[name]} AS ${name}`).join(', ')}`;
