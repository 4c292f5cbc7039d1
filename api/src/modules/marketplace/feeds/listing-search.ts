import type { SearchListing } from '@app/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  compareRelevance,
  foldedGroup,
  fulltextTerms,
  ListingSearch,
  ListingSearchRegistryService,
  relevanceOf,
  searchWordGroups,
} from '../../search';
import { restaurantTypeText } from '../restaurants/restaurant-types';
import { type Hit, type Kind, KINDS, type Raw, SEARCH_WINDOW_LISTINGS, selected } from './listing-kinds';
import { ListingWindowWordsService } from './listing-window-words';

/**
 * Global search's first step (decisions 192, 199): how many matches of each kind, newest first, it keeps for
 * ranking. Fewer than asked in all kinds together, the tables' FULLTEXT indexes answer.
 */
export const LISTING_CANDIDATES = { found: 10 };

/**
 * The best `found` findable listings of a kind among all of it (the table's own FULLTEXT index), only if
 * the kind has more listings than its window holds: the counter's condition is on one primary-key row, so
 * MariaDB reads it while planning and a kind that fits its window is not read at all ("Impossible WHERE").
 */
const inTable = (kind: Kind) => `(
  ${selected(kind)}
  FROM ${kind.table} t ${kind.places}
  WHERE (SELECT n FROM marketplace_totals WHERE list = '${kind.list}') > ${SEARCH_WINDOW_LISTINGS}
    AND MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) AND ${kind.found}
  ORDER BY MATCH(t.search_text) AGAINST (? IN BOOLEAN MODE) DESC, t.id DESC LIMIT ?)`;

/** Every kind's inTable part (one UNION ALL), built once. */
const IN_TABLES = KINDS.map(inTable).join(' UNION ALL ');

/**
 * Global search's listings group (decision 118): requirements, open jobs, franchise offers and sale
 * listings whose `search_text` (title, brand, type, place names) has every searchable word, best match
 * first (decision 192: search words in the title shown, then occurrences in the searched text, then
 * newest). Held listings and closed jobs are never found. No contact fields.
 *
 * 1. Up to LISTING_CANDIDATES.found of each kind, newest first, among the search window's listings (its
 *    newest SEARCH_WINDOW_LISTINGS of each kind, decision 186), found by the window's words held in memory
 *    and read as they are now (ListingWindowWordsService, decision 199): one statement.
 * 2. Fewer than `limit` in all: the FULLTEXT index of each kind with more listings than its window holds
 *    (the counter is a condition of the statement, so the same statements run whatever the sizes), whose
 *    cost is its number of matches: asked only for words that proved rare in the window.
 *
 * Each listing's place names are joined to its row in the same statements.
 *
 * The listing index of the search module (decision 251): it registers itself there, and callers inject
 * search's `ListingSearch`.
 */
@Injectable()
export class ListingFulltextSearchService extends ListingSearch implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly windowWords: ListingWindowWordsService,
    private readonly registry: ListingSearchRegistryService,
  ) {
    super();
  }

  onModuleInit(): void {
    this.registry.use(this);
  }

  async search(text: string, limit: number): Promise<SearchListing[]> {
    const terms = fulltextTerms(text);
    if (!terms || limit < 1) return [];
    const top = Math.min(limit, 50);
    const words = searchWordGroups(terms);
    const found = await this.windowWords.matching(words.map(foldedGroup), LISTING_CANDIDATES.found);
    if (found.length < top)
      found.push(
        ...((await this.db.query(
          IN_TABLES,
          KINDS.flatMap(() => [terms, terms, LISTING_CANDIDATES.found]),
        )) as Raw[]),
      );

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
    return hits.map(({ id, user_type_text, title, place }) => ({ id, user_type_text, title, place }));
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
    place: [r.city_name, r.state_name].filter(Boolean).join(', ') || null,
  };
}
