/**
 * SQL and TypeScript checks that a text has every search word at the start of one of its words, as a
 * BOOLEAN MODE `+word*` term finds it in a FULLTEXT index. Used where rows are read one by one instead of
 * through the index: the search results page's older stretches (decision 188) and the global search's
 * newest candidates (decision 192; since decision 199 held in memory, NewestWordsIndex).
 */

import { searchWordGroups } from './fulltext-terms';
import { withSoundKeys } from './sound-key';

/**
 * The words of fulltextTerms' query as typed, without its operators and sound keys (`+(paneer* panir*)
 * +sur*` → paneer, sur).
 */
export function searchWords(terms: string): string[] {
  return searchWordGroups(terms).map((group) => group[0]!);
}

/** A search word with the other spellings it may match (its sound key, decision 412), or the word alone. */
export type WordGroup = string | readonly string[];

const spellings = (group: WordGroup): readonly string[] => (typeof group === 'string' ? [group] : group);

/** `_` is a word character and a LIKE wildcard; the words hold no other (fulltextTerms). */
const likeEscaped = (word: string) => word.replace(/_/g, '\\_');

/**
 * A condition that `body` (an SQL expression) has every word (one of its spellings) at a word's start, and its parameters. The
 * text's non-word characters become spaces, then a LIKE in the column's collation (case and accents folded,
 * as the index does) finds " word". A plain LIKE '%word%' comes first because it is cheap and rules out
 * most rows before the rewrite runs.
 */
export function wordStartChecks(
  body: string,
  words: readonly WordGroup[],
): { sql: string; params: string[] } {
  const wordsOf = `CONCAT(' ', REGEXP_REPLACE(${body}, '[^\\\\p{L}\\\\p{M}\\\\p{N}_]+', ' '))`;
  const one = `(${body} LIKE ? AND ${wordsOf} LIKE ?)`;
  return {
    sql: words
      .map(
        (group) =>
          `(${spellings(group)
            .map(() => one)
            .join(' OR ')})`,
      )
      .join(' AND '),
    params: words.flatMap((group) =>
      spellings(group).flatMap((word) => [`%${likeEscaped(word)}%`, `% ${likeEscaped(word)}%`]),
    ),
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

/** A search word's spellings, each folded (see folded). */
export const foldedGroup = (group: WordGroup): string[] => spellings(group).map(folded);

/**
 * The relevance of a row whose `title` is shown and whose `text` (title included) was searched. A word
 * counts by any of its spellings; title and text are read with their sound keys, as the index reads them.
 */
export function relevanceOf(words: readonly WordGroup[], title: string, text: string): Relevance {
  const wanted = words.map(foldedGroup);
  const titleWords = wordsOfText(withSoundKeys(title));
  const starts = (w: string, group: string[]) => group.some((word) => w.startsWith(word));
  return {
    inTitle: wanted.filter((group) => titleWords.some((w) => starts(w, group))).length,
    occurrences: wordsOfText(text).filter((w) => wanted.some((group) => starts(w, group))).length,
  };
}

/**
 * Best first: more search words in the title (what the dropdown shows), then more occurrences in the
 * text, then the newer (higher id).
 */
export function compareRelevance(a: Relevance & { id: number }, b: Relevance & { id: number }): number {
  return b.inTitle - a.inTitle || b.occurrences - a.occurrences || b.id - a.id;
}
