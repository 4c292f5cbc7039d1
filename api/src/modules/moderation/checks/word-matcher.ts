/** What counts as part of a word: letters (with their combining marks), digits and the underscore. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;

/** Compares words and texts alike: compatibility forms folded (ｆｕｌｌｗｉｄｔｈ, ligatures), lower case. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();
const collapseSpaces = (text: string) => text.trim().replace(/\s+/gu, ' ');
/** Escapes the characters with a meaning in a regular expression (the `u` flag refuses any other escape). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Builds a matcher for a list of watched words and phrases. A word matches only as a whole word (not
 * inside a longer one), case-insensitively, in any script; a phrase matches across any run of spaces.
 * The matcher answers the list's words that occur in a text, each once, in list spelling.
 */
export function watchedWordMatcher(words: readonly string[]): (text: string) => string[] {
  const byFolded = new Map<string, string>();
  for (const word of words) {
    const folded = collapseSpaces(fold(word));
    if (folded) byFolded.set(folded, word);
  }
  if (!byFolded.size) return () => [];
  // Longer entries first, so a phrase wins over a word it starts with.
  const alternatives = [...byFolded.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, String.raw`\s+`));
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, 'giu');
  return (text) => {
    const found = new Set<string>();
    for (const match of fold(text).matchAll(pattern)) {
      const word = byFolded.get(collapseSpaces(match[0]));
      if (word) found.add(word);
    }
    return [...found];
  };
}
