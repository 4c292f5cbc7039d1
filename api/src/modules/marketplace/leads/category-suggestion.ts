/** A category as the suggestion reads it: its id, its order in lists, and its words. */
export interface SuggestableCategory {
  id: number;
  position: number;
  /** Comma-separated words or phrases ("paneer, dahi, cold drinks"). */
  keywords: string;
}

/** Lower case, letters and digits of any script kept, everything else one space, padded for whole words. */
const normalise = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;

/** The words of a category's keyword list, normalised; empty entries dropped. */
export const keywordsOf = (keywords: string): string[] =>
  keywords
    .split(',')
    .map((word) => normalise(word).trim())
    .filter(Boolean);

/**
 * The trade category a requirement most likely belongs to (decision 300): each category scores the
 * number of its words (whole words or phrases) found in the title, counted twice, and in the
 * description; the highest score wins, a tie goes to the category listed first (lower position, then
 * lower id); no word found at all is no suggestion (null). Pure: the caller passes the categories.
 */
export function suggestCategory(
  title: string,
  description: string,
  categories: readonly SuggestableCategory[],
): number | null {
  const head = normalise(title);
  const body = normalise(description);
  let best: { id: number; score: number; position: number } | null = null;
  for (const category of categories) {
    let score = 0;
    for (const word of keywordsOf(category.keywords)) {
      const needle = ` ${word} `;
      if (head.includes(needle)) score += 2;
      if (body.includes(needle)) score += 1;
    }
    if (score === 0) continue;
    if (
      !best ||
      score > best.score ||
      (score === best.score &&
        (category.position < best.position || (category.position === best.position && category.id < best.id)))
    )
      best = { id: category.id, score, position: category.position };
  }
  return best?.id ?? null;
}
