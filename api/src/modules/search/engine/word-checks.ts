/**
 * SQL and TypeScript checks that a text has every search word at the start of one of its words, as a
 * BOOLEAN MODE `+word*` term finds it in a FULLTEXT index. Used where rows are read one by one instead of
 * through the index: the search results page's older stretches (decision 188) and the global search's
 * newest candidates (decision 192; since decision 199 held in memory, NewestWordsIndex).
 */

/** The words of fulltextTerms' query, without its operators (`+paneer* +sur*` → paneer, sur). */
export function searchWords(terms: string): string[] {
  return terms.split(' ').map((term) => term.slice(1, -1));
}

/** `_` is a word character and a LIKE wildcard; the words hold no other (fulltextTerms). */
const likeEscaped = (word: string) => word.replace(/_/g, '\\_');

/**
 * A condition that `body` (an SQL expression) has every word at a word's start, and its parameters. The
 * text's non-word characters become spaces, then a LIKE in the column's collation (case and accents folded,
 * as the index does) finds " word". A plain LIKE '%word%' comes first because it is cheap and rules out
 * most rows before the rewrite runs.
 */
export function wordStartChecks(body: string, words: string[]): { sql: string; params: string[] } {
  const wordsOf = `CONCAT(' ', REGEXP_REPLACE(${body}, '[^\\\\p{L}\\\\p{M}\\\\p{N}_]+', ' '))`;
  return {
    sql: words.map(() => `${body} LIKE ? AND ${wordsOf} LIKE ?`).join(' AND '),
    params: words.flatMap((word) => [`%${likeEscaped(word)}%`, `% ${likeEscaped(word)}%`]),
  };
}

/** How well a candidate matches, for ranking a few found rows in TypeScript; see compareRelevance. */
export interface Relevance {
  /** Search words that start a word of the title. */
  inTitle: number;
  /** Words of the whole text (title included) that one of the search words starts. */
  occurrences: number;
}

/** Lower case without accents, split into InnoDB's words (letters, marks, digits, `_`). */
export function wordsOfText(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/** A search word folded as the text's words are (lower case, no accents). */
export const folded = (word: string) => wordsOfText(word).join('');

/** The relevance of a row whose `title` is shown and whose `text` (title included) was searched. */
export function relevanceOf(words: string[], title: string, text: string): Relevance {
  const wanted = words.map(folded);
  const titleWords = wordsOfText(title);
  return {
    inTitle: wanted.filter((word) => titleWords.some((w) => w.startsWith(word))).length,
    occurrences: wordsOfText(text).filter((w) => wanted.some((word) => w.startsWith(word))).length,
  };
}

/**
 * Best first: more search words in the title (what the dropdown shows), then more occurrences in the
 * text, then the newer (higher id).
 */
export function compareRelevance(a: Relevance & { id: number }, b: Relevance & { id: number }): number {
  return b.inTitle - a.inTitle || b.occurrences - a.occurrences || b.id - a.id;
}
