import { type WordGroup, wordsOfText } from './word-checks';

/**
 * Words are bucketed by their first STEM characters: every search word is at least this long (the FULLTEXT
 * index's smallest token, post-search-terms), so a word's prefix lookup reads one bucket.
 */
const STEM = 3;
/**
 * The distinct words held of one text, from its start: memory stays bounded (about 10 000 posts × 200 words
 * at most) however long the descriptions. A word only further on in a long post is not found among the
 * newest; the index of all posts still finds it when it has few matches.
 */
export const MAX_WORDS = 200;

/** A word's posts. The word is the one string held for it (each post's word list points to it). */
interface Posting {
  word: string;
  ids: Set<number>;
}

interface Entry {
  /** The post's distinct words, folded as wordsOfText folds them. */
  words: string[];
  /** When its search window row last changed, as the database wrote it. */
  changedAt: string;
}

const stemOf = (word: string) => Array.from(word).slice(0, STEM).join('');

/**
 * The words of the newest posts, in memory (decision 199): which posts have, for every search word, a word
 * that begins with it, newest first. It answers in microseconds what the search window's FULLTEXT index
 * answers in milliseconds, for common words and rare ones alike. It holds ids and words only; texts,
 * visibility and existence are read from the database for the few posts it names (PostWindowWords).
 */
export class NewestWordsIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly postings = new Map<string, Posting>();
  /** Words per stem (their first STEM characters, or the whole of a shorter word). */
  private readonly stems = new Map<string, Set<string>>();
  /** Every post id held, newest (highest) first. */
  private newest: number[] = [];

  /** `capacity`: how many posts it keeps; a newer post pushes the oldest out. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether the post is held at this change: a row read again (unchanged) is not indexed twice. */
  has(id: number, changedAt: string): boolean {
    return this.entries.get(id)?.changedAt === changedAt;
  }

  /** Adds a post's text, or replaces what an older change of it said. */
  put(id: number, text: string, changedAt: string): void {
    const old = this.entries.get(id);
    if (old) this.unlink(id, old.words);
    else this.insertId(id);
    const words: string[] = [];
    for (const word of new Set(wordsOfText(text))) {
      if (words.length === MAX_WORDS) break;
      let posting = this.postings.get(word);
      if (!posting) {
        posting = { word, ids: new Set() };
        this.postings.set(word, posting);
        const stem = stemOf(word);
        const bucket = this.stems.get(stem) ?? new Set<string>();
        bucket.add(word);
        this.stems.set(stem, bucket);
      }
      posting.ids.add(id);
      words.push(posting.word);
    }
    this.entries.set(id, { words, changedAt });
    while (this.newest.length > this.capacity) this.remove(this.newest[this.newest.length - 1]!);
  }

  remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.unlink(id, entry.words);
    this.entries.delete(id);
    const at = this.positionOf(id);
    if (this.newest[at] === id) this.newest.splice(at, 1);
  }

  /**
   * Up to `max` post ids, newest first, whose words begin with every one of `words` (folded: see
   * search-word-checks' `folded`; a word given with its other spellings matches by any of them). The word held by the fewest posts picks the candidates, and each is
   * checked for the others; when that word is common, the posts are walked newest first instead, which
   * stops after `max` matches.
   */
  newestMatching(words: readonly WordGroup[], max: number): number[] {
    if (!words.length || max < 1) return [];
    const groups = words.map((group) => (typeof group === 'string' ? [group] : group));
    let driver: Set<number>[] = [];
    let fewest = Infinity;
    for (const group of groups) {
      const sets = group.flatMap((word) => this.postingsBeginning(word));
      const count = sets.reduce((sum, ids) => sum + ids.size, 0);
      if (count < fewest) [driver, fewest] = [sets, count];
    }
    if (!fewest) return [];
    const hasAll = (id: number) => {
      const own = this.entries.get(id)!.words;
      return groups.every((group) => group.some((word) => own.some((w) => w.startsWith(word))));
    };
    const found: number[] = [];
    if (fewest * 4 > this.newest.length) {
      for (const id of this.newest) if (hasAll(id) && found.push(id) >= max) break;
      return found;
    }
    const ids = new Set<number>();
    for (const set of driver) for (const id of set) ids.add(id);
    for (const id of [...ids].sort((a, b) => b - a)) if (hasAll(id) && found.push(id) >= max) break;
    return found;
  }

  /** The id sets of every word that begins with `prefix`. */
  private postingsBeginning(prefix: string): Set<number>[] {
    const stem = stemOf(prefix);
    const buckets =
      stem.length === STEM
        ? [this.stems.get(stem) ?? new Set<string>()]
        : [...this.stems].filter(([key]) => key.startsWith(prefix)).map(([, words]) => words);
    const sets: Set<number>[] = [];
    for (const bucket of buckets)
      for (const word of bucket) if (word.startsWith(prefix)) sets.push(this.postings.get(word)!.ids);
    return sets;
  }

  private unlink(id: number, words: readonly string[]): void {
    for (const word of words) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      posting.ids.delete(id);
      if (posting.ids.size) continue;
      this.postings.delete(word);
      const stem = stemOf(word);
      const bucket = this.stems.get(stem);
      bucket?.delete(word);
      if (bucket && !bucket.size) this.stems.delete(stem);
    }
  }

  /** Where `id` is, or would go, in `newest` (descending). */
  private positionOf(id: number): number {
    let [low, high] = [0, this.newest.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.newest[mid]! > id) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertId(id: number): void {
    if (!this.newest.length || id > this.newest[0]!) this.newest.unshift(id);
    else this.newest.splice(this.positionOf(id), 0, id);
  }
}

/**
 * A search window's change cursor (decision 199): the newest `changed_at` read, and the condition that reads
 * the rows changed since. A row is stamped when its trigger runs, though, and a transaction still open then
 * commits later with an older stamp than rows already read; so while the newest stamp seen is less than
 * LAG old (by the database's clock), the rows stamped up to LAG before it are read again (the caller skips
 * those it holds: NewestWordsIndex.has). The stamps come from the data, not from a clock, so read replicas
 * that lag differently lose nothing: each applies the changes in commit order.
 */
export class ChangeCursor {
  private static readonly LAG = '2 SECOND';
  private newest = '1970-01-01 00:00:00.000000';

  /** SQL selecting a TIMESTAMP(6) column as a stamp `see` takes. */
  static stamp(column: string): string {
    return `CAST(${column} AS CHAR)`;
  }

  /** The condition on `column` (a TIMESTAMP(6)) for the rows changed since the newest stamp seen. */
  since(column: string): { sql: string; params: string[] } {
    const lag = ChangeCursor.LAG;
    return {
      sql: `${column} > IF(? > NOW(6) - INTERVAL ${lag}, ? - INTERVAL ${lag}, ?)`,
      params: [this.newest, this.newest, this.newest],
    };
  }

  /** Stamps have one format (`YYYY-MM-DD hh:mm:ss.ffffff`), so they compare as strings. */
  see(stamp: string): void {
    if (stamp > this.newest) this.newest = stamp;
  }
}
