/** The longest `search_text` a listing keeps (the column's size). */
const SEARCH_TEXT_MAX = 1000;

/**
 * What global search finds a listing by (its `search_text`, FULLTEXT-indexed): the given words — title,
 * brand, type, place names — joined, written by the services on every save (decision 118).
 */
export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => !!part)
    .join(' ')
    .slice(0, SEARCH_TEXT_MAX);
}
