import { soundKey } from './sound-key';

/**
 * InnoDB's FULLTEXT index (MySQL 8 and MariaDB alike) has no entry for words shorter than
 * innodb_ft_min_token_size (3) or longer than innodb_ft_max_token_size (84), nor for its default stopwords;
 * a required term the index cannot hold would make every search miss, so such words are left out.
 */
const MIN_TOKEN = 3;
const MAX_TOKEN = 84;
const MAX_TERMS = 8;
const STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

const indexable = (word: string) =>
  word.length >= MIN_TOKEN && word.length <= MAX_TOKEN && !STOPWORDS.has(word);

/**
 * A search box's text as a BOOLEAN MODE query: every word required, each as a prefix (`+paneer* +sur*`), so
 * the dropdown narrows while typing. Only letters (with their marks), digits and `_` (InnoDB's word characters) survive, so
 * no operator (`+ - < > ( ) ~ * " @`) from the text reaches MATCH. Null when no word is searchable.
 *
 * A word whose sound key (decision 412) is another word may match either: `+(paneer* panir*)`, so "paneer"
 * finds the texts written "पनीर" (indexed with their key `panir`) as well as those written "paneer", keyed or
 * not yet. A word too short for the index whose key is long enough (घी → ghi) is searched by its key.
 */
export function fulltextTerms(text: string): string | null {
  const words = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}_]+/u);
  const terms = [...new Set(words)]
    .map((word) =>
      [word, soundKey(word)].filter((spelling, i, all) => indexable(spelling) && all.indexOf(spelling) === i),
    )
    .filter((spellings) => spellings.length)
    .slice(0, MAX_TERMS);
  if (!terms.length) return null;
  return terms
    .map((spellings) =>
      spellings.length > 1 ? `+(${spellings.map((s) => `${s}*`).join(' ')})` : `+${spellings[0]}*`,
    )
    .join(' ');
}

/** The words of fulltextTerms' query, each with the other spellings it may match (its sound key). */
export function searchWordGroups(terms: string): string[][] {
  return [...terms.matchAll(/\+\(([^)]*)\)|\+(\S+)/g)].map(([, group, word]) =>
    (group ?? word!).split(' ').map((term) => term.slice(0, -1)),
  );
}
