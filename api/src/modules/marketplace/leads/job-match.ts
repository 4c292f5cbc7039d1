/**
 * How a job's position meets a professional's wanted positions (decision 345), pure functions with a
 * unit spec. A position is compared as its words: lower-cased, everything that is not a letter, mark or
 * digit of any script a space ("Head-Chef" is "head chef"). A wanted position matches a job when its
 * words appear, in order and whole, in the job's position: "chef" matches "Head Chef" and "Tandoor
 * chef", "head chef" matches "Head Chef (Continental)", "cook" does not match "cooking assistant".
 */
export const POSITION_KEY_MAX = 100;
/** Words of a job's position looked at (its phrases are at most this many words long). */
const MAX_WORDS = 8;

export function positionWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** A wanted position as it is stored and looked up (empty: nothing to match). */
export function positionKey(text: string): string {
  return positionWords(text).join(' ').slice(0, POSITION_KEY_MAX);
}

/** Every whole-word phrase of a job's position: the keys of the professionals it may match. */
export function positionPhrases(position: string): string[] {
  const words = positionWords(position).slice(0, MAX_WORDS);
  const out = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= words.length; end++)
      out.add(words.slice(start, end).join(' ').slice(0, POSITION_KEY_MAX));
  return [...out];
}

/** A job's pay per month in paise (a yearly salary divided by 12), what a minimum salary is compared with. */
export function monthlyMinor(salaryMinor: number, per: 0 | 1): number {
  return per === 1 ? Math.floor(salaryMinor / 12) : salaryMinor;
}
