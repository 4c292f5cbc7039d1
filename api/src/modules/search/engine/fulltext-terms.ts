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

/**
 * A search box's text as a BOOLEAN MODE query: every word required, each as a prefix (`+paneer* +sur*`), so
 * the dropdown narrows while typing. Only letters (with their marks), digits and `_` (InnoDB's word characters) survive, so
 * no operator (`+ - < > ( ) ~ * " @`) from the text reaches MATCH. Null when no word is searchable.
 */
export function fulltextTerms(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter((word) => word.length >= MIN_TOKEN && word.length <= MAX_TOKEN && !STOPWORDS.has(word));
  const terms = [...new Set(words)].slice(0, MAX_TERMS);
  return terms.length ? terms.map((word) => `+${word}*`).join(' ') : null;
}
