import type { SearchListing } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fulltextTerms } from '../../social';
import { ListingPlaces } from '../common/listing-places';
import { MarketplaceTotals, type TotalList } from '../common/marketplace-totals';
import { restaurantTypeText } from '../restaurants/restaurant-types';

/** Listings of each kind the search window keeps (migration 1795490400000, decision 186). */
export const SEARCH_WINDOW_LISTINGS = 5_000;

interface Hit {
  id: number;
  score: number;
  user_type_text: SearchListing['user_type_text'];
  title: string;
  state_id: number | null;
  city_id: number | null;
}

interface Raw {
  id: number;
  score: number;
  title: string | null;
  type_id?: number | null;
  type_other?: string | null;
  state_id?: number | null;
  city_id?: number | null;
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
    columns: 't.title AS title',
    found: 't.held_at IS NULL',
  },
  {
    subject: 'job',
    table: 'jobs',
    list: 'jobs',
    type: 'job',
    columns: 't.title AS title, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.is_closed = 0 AND t.held_at IS NULL',
  },
  {
    subject: 'franchise',
    table: 'franchise_offers',
    list: 'franchise_offers',
    type: 'give_franchise',
    columns: 't.brand_name AS title, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.held_at IS NULL',
  },
  {
    subject: 'restaurant_sale',
    table: 'restaurant_sales',
    list: 'restaurant_sales',
    type: 'sell_my_restaurant',
    columns:
      't.restaurant_type_id AS type_id, t.restaurant_type_other AS type_other, t.state_id AS state_id, t.city_id AS city_id',
    found: 't.held_at IS NULL',
  },
];

/** The kinds the search window holds rows of (`listing_search_window.subject`). */
export const WINDOW_SUBJECTS = KINDS.map((kind) => kind.subject);

/** The best `top` findable rows of a kind among the newest (the window's FULLTEXT index), joined to the listing. */
const inWindow = (kind: Kind) => `
  SELECT t.id AS id, MATCH(w.search_text) AGAINST (? IN BOOLEAN MODE) AS score, ${kind.columns}
  FROM listing_search_window w JOIN ${kind.table} t ON t.id = w.id
  WHERE MATCH(w.search_text) AGAINST (? IN BOOLEAN MODE) AND w.subject = '${kind.subject}' AND ${kind.found}
  ORDER BY score DESC, t.id DESC LIMIT ?`;

/** The same among every listing of the kind (the table's own FULLTEXT index). */
const inTable = (kind: Kind) => `
  SELECT t.id AS id, MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) AS score, ${kind.columns}
  FROM ${kind.table} t
  WHERE MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) AND ${kind.found}
  ORDER BY score DESC, t.id DESC LIMIT ?`;

/**
 * Global search's listings group (decision 118): requirements, open jobs, franchise offers and sale
 * listings whose `search_text` (title, brand, type, place names) has every searchable word, best match
 * first. Held listings and closed jobs are never found. No contact fields.
 *
 * Each kind is looked for among its newest SEARCH_WINDOW_LISTINGS first (`listing_search_window`, decision
 * 186): InnoDB's FULLTEXT index hands over every match before ranking, so a common word in a table of
 * 100 000 listings cost what its matches cost. Only a kind whose window had fewer matches than asked, and
 * which has more listings than its window holds (its counter), is looked for in its whole table: cheap
 * exactly then. Queries: one per kind, the counters when a kind had too few, the fallbacks, the place names.
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
    const ask = (sql: string): Promise<Raw[]> => this.db.query(sql, [terms, terms, top]);
    const found = await Promise.all(KINDS.map((kind) => ask(inWindow(kind))));
    const short = KINDS.filter((_, i) => found[i]!.length < top);
    if (short.length) {
      const sizes = await this.totals.ofMany(short.map((kind) => kind.list));
      await Promise.all(
        KINDS.map(async (kind, i) => {
          if (found[i]!.length < top && (sizes.get(kind.list) ?? 0) > SEARCH_WINDOW_LISTINGS)
            found[i] = await ask(inTable(kind));
        }),
      );
    }
    const hit =
      (user_type_text: Hit['user_type_text']) =>
      (r: Raw): Hit => ({
        id: Number(r.id),
        score: Number(r.score),
        user_type_text,
        title:
          user_type_text === 'sell_my_restaurant'
            ? (restaurantTypeText(Number(r.type_id), r.type_other ?? null) ?? '')
            : (r.title ?? ''),
        state_id: r.state_id ? Number(r.state_id) : null,
        city_id: r.city_id ? Number(r.city_id) : null,
      });
    const hits = KINDS.flatMap((kind, i) => found[i]!.map(hit(kind.type)))
      .sort((a, b) => b.score - a.score || b.id - a.id)
      .slice(0, top);
    const names = await this.places.names(hits.map((h) => ({ ...h, country_id: null })));
    return hits.map((h) => {
      const place = [h.city_id && names.cities.get(h.city_id), h.state_id && names.states.get(h.state_id)]
        .filter(Boolean)
        .join(', ');
      return { id: h.id, user_type_text: h.user_type_text, title: h.title, place: place || null };
    });
  }
}
