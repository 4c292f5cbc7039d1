import type { SearchListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { compareRelevance, fulltextTerms, relevanceOf, searchWords, wordStartChecks } from '../../social';
import { ListingPlaces } from '../common/listing-places';
import type { TotalList } from '../common/marketplace-totals';
import { restaurantTypeText } from '../restaurants/restaurant-types';

/** Listings of each kind the search window keeps (migration 1795490400000, decision 186). */
export const SEARCH_WINDOW_LISTINGS = 5_000;

/**
 * Global search's first step (decision 192): how many of each kind's newest window rows it reads row by
 * row, and how many matches of a kind it keeps for ranking. Fewer than asked in all kinds together, the
 * FULLTEXT indexes answer.
 */
export const LISTING_CANDIDATES = { rows: 100, found: 10 };

interface Hit {
  id: number;
  user_type_text: SearchListing['user_type_text'];
  title: string;
  state_id: number | null;
  city_id: number | null;
}

/** A findable listing as every step reads it: the same columns for each kind, so one UNION ALL reads all. */
interface Raw {
  subject: Kind['subject'];
  id: number;
  search_text: string | null;
  title: string | null;
  type_id: number | null;
  type_other: string | null;
  state_id: number | null;
  city_id: number | null;
}

/** The columns of Raw past subject, id and search_text. */
const COLUMNS = ['title', 'type_id', 'type_other', 'state_id', 'city_id'] as const;

/** A kind of listing: its table, its counter, what a hit shows, and when a row may be found. */
interface Kind {
  subject: 'requirement' | 'job' | 'franchise' | 'restaurant_sale';
  table: string;
  list: TotalList;
  type: Hit['user_type_text'];
  /** SQL of each shown column on the kind's table `t`. */
  columns: Record<(typeof COLUMNS)[number], string>;
  found: string;
}

const KINDS: Kind[] = [
  {
    subject: 'requirement',
    table: 'requirements',
    list: 'requirements',
    type: 'requirement',
    columns: { title: 't.title', type_id: 'NULL', type_other: 'NULL', state_id: 'NULL', city_id: 'NULL' },
    found: 't.held_at IS NULL',
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
      state_id: 't.state_id',
      city_id: 't.city_id',
    },
    found: 't.is_closed = 0 AND t.held_at IS NULL',
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
      state_id: 't.state_id',
      city_id: 't.city_id',
    },
    found: 't.held_at IS NULL',
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
      state_id: 't.state_id',
      city_id: 't.city_id',
    },
    found: 't.held_at IS NULL',
  },
];

/** The kinds the search window holds rows of (`listing_search_window.subject`). */
export const WINDOW_SUBJECTS = KINDS.map((kind) => kind.subject);

/** The listing tables with a FULLTEXT index of their own (`search_text`). */
export const LISTING_TABLES = KINDS.map((kind) => kind.table);

const selected = (kind: Kind) =>
  `SELECT '${kind.subject}' AS subject, t.id AS id, t.search_text AS search_text, ${COLUMNS.map((name) => `${kind.columns[name]} AS ${name}`).join(', ')}`;

/**
 * A kind's newest window rows, newest first along the primary key (subject, id), read one by one with the
 * word checks until `found` match or `rows` ids are behind; each match is joined to its listing.
 * CAST: MAX(id) is unsigned, and a kind with fewer ids than `rows` would make the difference negative.
 */
const newestOf = (kind: Kind, checks: string) => `(
  ${selected(kind)}
  FROM listing_search_window w FORCE INDEX (PRIMARY) JOIN ${kind.table} t ON t.id = w.id
  WHERE w.subject = '${kind.subject}'
    AND w.id > CAST((SELECT MAX(id) FROM listing_search_window WHERE subject = '${kind.subject}') AS SIGNED) - ?
    AND ${checks} AND ${kind.found}
  ORDER BY w.id DESC LIMIT ?)`;

/**
 * The window's best matches for all kinds at once (one FULLTEXT read, ranked on the window alone), each
 * joined to its listing if still findable. One LEFT JOIN per kind rather than one UNION ALL part per kind:
 * each part would read the index again (a derived table or CTE is materialized once per reference).
 */
const inWindow = () => {
  const alias = (kind: Kind) => `k_${kind.subject}`;
  const column = (name: (typeof COLUMNS)[number]) =>
    `COALESCE(${KINDS.map((kind) => kind.columns[name].replace(/\bt\./g, `${alias(kind)}.`)).join(', ')})`;
  return `(
  SELECT w.subject AS subject, w.id AS id,
    COALESCE(${KINDS.map((kind) => `${alias(kind)}.search_text`).join(', ')}) AS search_text,
    ${COLUMNS.map((name) => `${column(name)} AS ${name}`).join(', ')}
  FROM (
    SELECT subject, id FROM listing_search_window
    WHERE MATCH(search_text) AGAINST (? IN BOOLEAN MODE)
    ORDER BY MATCH(search_text) AGAINST (? IN BOOLEAN MODE) DESC, id DESC LIMIT ?
  ) w
  ${KINDS.map(
    (kind) =>
      `LEFT JOIN ${kind.table} ${alias(kind)} ON w.subject = '${kind.subject}' AND ${alias(kind)}.id = w.id AND ${kind.found.replace(/\bt\./g, `${alias(kind)}.`)}`,
  ).join('\n  ')}
  WHERE COALESCE(${KINDS.map((kind) => `${alias(kind)}.id`).join(', ')}) IS NOT NULL)`;
};

/**
 * The best `found` findable listings of a kind among all of it (the table's own FULLTEXT index), only if
 * the kind has more listings than its window holds: the counter's condition is on one primary-key row, so
 * MariaDB reads it while planning and a kind that fits its window is not read at all ("Impossible WHERE").
 */
const inTable = (kind: Kind) => `(
  ${selected(kind)}
  FROM ${kind.table} t
  WHERE (SELECT n FROM marketplace_totals WHERE list = '${kind.list}') > ${SEARCH_WINDOW_LISTINGS}
    AND MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) AND ${kind.found}
  ORDER BY MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) DESC, t.id DESC LIMIT ?)`;

/**
 * Global search's listings group (decision 118): requirements, open jobs, franchise offers and sale
 * listings whose `search_text` (title, brand, type, place names) has every searchable word, best match
 * first (decision 192: search words in the title shown, then occurrences in the searched text, then
 * newest). Held listings and closed jobs are never found. No contact fields.
 *
 * Each step is one statement whatever the number of kinds, and the FULLTEXT indexes, whose cost is the
 * number of matches (InnoDB hands over every match before ranking), are asked only for words that proved
 * rare where rows were read one by one:
 *
 * 1. each kind's newest LISTING_CANDIDATES.rows rows of the search window (`listing_search_window`, its
 *    newest SEARCH_WINDOW_LISTINGS, decision 186), row by row, up to LISTING_CANDIDATES.found matches each;
 * 2. fewer than `limit` in all: the window's FULLTEXT index, once for all kinds, ranked on the window alone,
 *    its top rows joined to their listings in the same statement;
 * 3. the FULLTEXT index of each kind with more listings than its window holds (the counter is a condition
 *    of the statement, so the same statements run whatever the sizes): in step 2's statement when step 1
 *    found nothing, else in a statement of its own only when steps 1 and 2 together found too few.
 *
 * Then the place names (none read when no hit has a place). Queries: 2 for a word common among the newest
 * or absent from them (decision 192), 4 at most.
 */
@Injectable()
export class ListingSearch {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly places: ListingPlaces,
  ) {}

  async search(text: string, limit: number): Promise<SearchListing[]> {
    const terms = fulltextTerms(text);
    if (!terms || limit < 1) return [];
    const top = Math.min(limit, 50);
    const words = searchWords(terms);
    const checks = wordStartChecks('w.search_text', words);
    const found: Raw[] = await this.db.query(
      KINDS.map((kind) => newestOf(kind, checks.sql)).join(' UNION ALL '),
      KINDS.flatMap(() => [LISTING_CANDIDATES.rows, ...checks.params, LISTING_CANDIDATES.found]),
    );
    if (found.length < top) found.push(...(await this.rare(terms, found, top)));

    const seen = new Set<string>();
    const hits = found
      .filter((r) => {
        const key = `${r.subject}:${r.id}`;
        return !seen.has(key) && seen.add(key);
      })
      .map((r) => {
        const hit = toHit(r);
        return { ...hit, ...relevanceOf(words, hit.title, r.search_text ?? '') };
      })
      .sort(compareRelevance)
      .slice(0, top);
    const names = await this.places.names(hits.map((h) => ({ ...h, country_id: null })));
    return hits.map((h) => {
      const place = [h.city_id && names.cities.get(h.city_id), h.state_id && names.states.get(h.state_id)]
        .filter(Boolean)
        .join(', ');
      return { id: h.id, user_type_text: h.user_type_text, title: h.title, place: place || null };
    });
  }

  /**
   * Steps 2 and 3 of search, for a word rare among the newest rows. Nothing among them: the window and the
   * tables in one statement. Some: the window first, the tables only if all together are still too few
   * (a word in a few of the newest rows can be in thousands of a table's, and the window tells).
   */
  private async rare(terms: string, newest: Raw[], top: number): Promise<Raw[]> {
    const windowParams = [terms, terms, top * KINDS.length];
    const tables = KINDS.map(inTable).join(' UNION ALL ');
    const tableParams = KINDS.flatMap(() => [terms, terms, LISTING_CANDIDATES.found]);
    if (!newest.length)
      return this.db.query(`${inWindow()} UNION ALL ${tables}`, [...windowParams, ...tableParams]);
    const inWindowRows: Raw[] = await this.db.query(inWindow(), windowParams);
    const known = new Set([...newest, ...inWindowRows].map((r) => `${r.subject}:${r.id}`));
    if (known.size >= top) return inWindowRows;
    return [...inWindowRows, ...((await this.db.query(tables, tableParams)) as Raw[])];
  }
}

function toHit(r: Raw): Hit {
  const kind = KINDS.find((k) => k.subject === r.subject)!;
  return {
    id: Number(r.id),
    user_type_text: kind.type,
    title:
      kind.type === 'sell_my_restaurant'
        ? (restaurantTypeText(Number(r.type_id), r.type_other ?? null) ?? '')
        : (r.title ?? ''),
    state_id: r.state_id ? Number(r.state_id) : null,
    city_id: r.city_id ? Number(r.city_id) : null,
  };
}
