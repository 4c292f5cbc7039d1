import type { SavedSearchCriteria, SavedSearchKind } from '@app/contracts';
import { folded, fulltextTerms, searchWords, wordsOfText } from '../search';

/**
 * What "a listing matches a saved search" means (decision 351), and the index key that finds the saved
 * searches a listing may match without reading the others.
 *
 * A saved search's row in `ix_saved_searches_match` is `(kind, category_id, place_type, place_id,
 * word_key)`, each 'any' / 0 / '' when the search does not limit it; `word_key` is the first three letters
 * of the search's longest word. A listing looks up every key it could satisfy (its kind or any; its
 * category or any; its city, its state or anywhere; the first three letters of each of its words, or no
 * word), and each candidate is then checked in full here.
 */

/** Letters of the longest word that make the index key: InnoDB's shortest word, so every word has them. */
export const WORD_KEY_LENGTH = 3;

/** The first letters of a word, by code point (a cut surrogate pair is no text MariaDB stores). */
const head = (word: string) => Array.from(word).slice(0, WORD_KEY_LENGTH).join('');

/** A search's words as global search takes them (at most 8, 3 letters or more, no stopwords), folded. */
export function queryWords(query: string): string[] {
  const terms = fulltextTerms(query);
  return terms ? searchWords(terms).map(folded).filter(Boolean) : [];
}

/** The index key of a search's words: the first letters of its longest word ('' for none). */
export function wordKey(words: readonly string[]): string {
  const longest = [...words].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  return longest ? head(longest) : '';
}

export interface IndexKey {
  kind: SavedSearchKind | 'any';
  category_id: number;
  place_type: 'any' | 'city' | 'state';
  place_id: number;
  word_key: string;
}

/** The index row of a saved search. */
export function indexKeyOf(criteria: SavedSearchCriteria): IndexKey {
  const place: Pick<IndexKey, 'place_type' | 'place_id'> = criteria.city_id
    ? { place_type: 'city', place_id: criteria.city_id }
    : criteria.state_id
      ? { place_type: 'state', place_id: criteria.state_id }
      : { place_type: 'any', place_id: 0 };
  return {
    kind: criteria.kind ?? 'any',
    category_id: criteria.category_id ?? 0,
    ...place,
    word_key: wordKey(queryWords(criteria.query)),
  };
}

/** A visible listing as matching reads it. */
export interface MatchedListing {
  subject: SavedSearchKind;
  ownerId: number;
  searchText: string;
  categoryId: number | null;
  cityId: number | null;
  stateId: number | null;
  monthlySalary: number | null;
}

/** Every index key a listing could satisfy, without the word (each is read with each of `wordKeysOf`). */
export function listingKeys(listing: MatchedListing): Array<Omit<IndexKey, 'word_key'>> {
  const kinds: IndexKey['kind'][] = ['any', listing.subject];
  const categories = listing.categoryId ? [0, listing.categoryId] : [0];
  const places: Array<Pick<IndexKey, 'place_type' | 'place_id'>> = [{ place_type: 'any', place_id: 0 }];
  if (listing.cityId) places.push({ place_type: 'city', place_id: listing.cityId });
  if (listing.stateId) places.push({ place_type: 'state', place_id: listing.stateId });
  return kinds.flatMap((kind) =>
    categories.flatMap((category_id) => places.map((place) => ({ kind, category_id, ...place }))),
  );
}

/** The word keys a listing's words satisfy, and '' (searches without words). */
export function wordKeysOf(listing: MatchedListing): string[] {
  const keys = new Set(['']);
  for (const word of wordsOfText(listing.searchText)) keys.add(head(word));
  return [...keys];
}

/** The full check of one candidate (its index key matched already, or not: this checks everything). */
export function matches(search: SavedSearchCriteria, listing: MatchedListing): boolean {
  if (search.kind && search.kind !== listing.subject) return false;
  if (search.category_id && search.category_id !== listing.categoryId) return false;
  if (search.city_id && search.city_id !== listing.cityId) return false;
  if (search.state_id && search.state_id !== listing.stateId) return false;
  if (search.salary_min !== null || search.salary_max !== null) {
    if (listing.monthlySalary === null) return false;
    if (search.salary_min !== null && listing.monthlySalary < search.salary_min) return false;
    if (search.salary_max !== null && listing.monthlySalary > search.salary_max) return false;
  }
  const text = wordsOfText(listing.searchText);
  return queryWords(search.query).every((word) => text.some((w) => w.startsWith(word)));
}
