import type { SearchListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { compareRelevance, fulltextTerms, relevanceOf, searchWords, wordStartChecks } from '../../social';
import { ListingPlaces } from '../common/listing-places';
import { MarketplaceTotals, type TotalList } from '../common/marketplace-totals';
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

/** A kind of listing: its table, its counter, what a hit shows, and when a row may be found. */
interface Kind {
  subject: 'requirement' | 'job' | 'franchise' | 'restaurant_sale';
  table: string;
  list: TotalList;
  type: Hit['user_type_text'];
  columns: string;
  found: string;
}

const KINDS: Kind[] = [
  {
    subject: 'requirement',
    table: 'requirements',
    list: 'requirements',
    type: 'requirement',
    columns: 't.title AS title, NULL AS type_id, NULL AS type_other, NULL AS state_id, NULL AS city_id',
    found: 't.held_at IS NULL',
  },
  {
    subject: 'job',
    table: 'jobs',
    list: 'jobs',
    type: 'job',
    columns:
      't.title AS title, NULL AS type_id, NULL AS type_other, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.is_closed = 0 AND t.held_at IS NULL',
  },
  {
    subject: 'franchise',
    table: 'franchise_offers',
    list: 'franchise_offers',
    type: 'give_franchise',
    columns:
      't.brand_name AS title, NULL AS type_id, NULL AS type_other, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.held_at IS NULL',
  },
  {
    subject: 'restaurant_sale',
    table: 'restaurant_sales',
    list: 'restaurant_sales',
    type: 'sell_my_restaurant',
    columns:
      'NULL AS title, t.restaurant_type_id AS type_id, t.restaurant_type_other AS type_other, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.held_at IS NULL',
  },
];

/** The kinds the search window holds rows of (`listing_search_window.subject`). */
export const WINDOW_SUBJECTS = KINDS.map((kind) => kind.subject);

const selected = (kind: Kind) =>
  `SELECT '${kind.subject}' AS subject, t.id AS id, t.search_text AS search_text, ${kind.columns}`;

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

/** Listings of a kind by id, if still findable. */
const byIds = (kind: Kind) => `(${selected(kind)} FROM ${kind.table} t WHERE t.id IN (?) AND ${kind.found})`;

/** The best `found` findable listings of a kind among all of it (the table's own FULLTEXT index). */
const inTable = (kind: Kind) => `(
  ${selected(kind)}
  FROM ${kind.table} t
  WHERE MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) AND ${kind.found}
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
 * 2. fewer than `limit` in all: the window's FULLTEXT index, once for all kinds, ranked on the window alone;
 *    only its top rows are then read from their tables (with the counters, in parallel);
 * 3. still fewer: the FULLTEXT index of each kind with more listings than its window holds (its counter),
 *    in the same statement as step 2's rows.
 *
 * Then the place names. Queries: 2 for a word common among the newest, 5 at most.
 */
@Injectable()
export class ListingSearch {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly places: ListingPlaces,
    private readonly totals: MarketplaceTotals,
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

  /** Steps 2 and 3 of search: the FULLTEXT indexes, for a word that was rare among the newest rows. */
  private async rare(terms: string, newest: Raw[], top: number): Promise<Raw[]> {
    const [inWindow, sizes] = await Promise.all([
      this.db.query(
        `SELECT w.subject, w.id FROM listing_search_window w
         WHERE MATCH(w.search_text) AGAINST (? IN BOOLEAN MODE)
         ORDER BY MATCH(w.search_text) AGAINST (? IN BOOLEAN MODE) DESC, w.id DESC LIMIT ?`,
        [terms, terms, top * KINDS.length],
      ) as Promise<Array<{ subject: Kind['subject']; id: number }>>,
      this.totals.ofMany(KINDS.map((kind) => kind.list)),
    ]);
    const have = new Set(newest.map((r) => `${r.subject}:${r.id}`));
    const parts: string[] = [];
    const params: unknown[] = [];
    for (const kind of KINDS) {
      const ids = inWindow
        .filter((r) => r.subject === kind.subject && !have.has(`${r.subject}:${r.id}`))
        .map((r) => Number(r.id));
      if (ids.length) {
        parts.push(byIds(kind));
        params.push(ids);
      }
    }
    // The window and the rows read before hold every match among the newest; only a kind with older
    // listings than its window can have more, and only when the newest had too few.
    const known = new Set([...have, ...inWindow.map((r) => `${r.subject}:${r.id}`)]);
    if (known.size < top)
      for (const kind of KINDS)
        if ((sizes.get(kind.list) ?? 0) > SEARCH_WINDOW_LISTINGS) {
          parts.push(inTable(kind));
          params.push(terms, terms, LISTING_CANDIDATES.found);
        }
    return parts.length ? this.db.query(parts.join(' UNION ALL '), params) : [];
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
