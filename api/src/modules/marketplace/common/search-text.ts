import type { DataSource } from 'typeorm';
import { FILL_BATCH, soundKeysOf, updateByIds } from '../../search';
import { LISTING_TABLES } from '../feeds/listing-kinds';

/** The longest `search_text` a listing keeps (the column's size). */
const SEARCH_TEXT_MAX = 1000;

/**
 * What global search finds a listing by (its `search_text`, FULLTEXT-indexed): the given words — title,
 * brand, type, place names — joined, written by the services on every save (decision 118), then the sound
 * keys of its words (decision 412), so a search written in the other script finds it too. The keys are
 * kept whole within the column: the words are cut first.
 */
export function searchText(...parts: Array<string | null | undefined>): string {
  return withKeys(
    parts
      .filter((part): part is string => !!part)
      .join(' ')
      .slice(0, SEARCH_TEXT_MAX),
  );
}

/** What stands between a search text's words and their keys: no word character, so no index reads it. */
const KEYS_MARK = ' | ';

/**
 * A search text with the sound keys of its words it does not hold yet (idempotent), after KEYS_MARK,
 * within the column.
 */
export function withKeys(text: string): string {
  const keys = soundKeysOf(text);
  if (!keys) return text;
  const mark = text.includes(KEYS_MARK) ? ' ' : KEYS_MARK;
  const room = SEARCH_TEXT_MAX - keys.length - mark.length;
  if (room <= 0) return text;
  return `${Array.from(text).slice(0, room).join('')}${mark}${keys}`;
}

/** A search text's words without their keys: what may be shown of it. */
export const shownSearchText = (text: string): string => text.split(KEYS_MARK)[0]!;

/**
 * Adds the sound keys to the `search_text` of the listings saved before decision 412, table by table in id
 * order, FILL_BATCH at a time; only the rows that lacked keys are written (the windows' triggers copy
 * them). Idempotent: a second run writes nothing. Answers how many rows it changed.
 */
export async function fillListingSoundKeys(
  db: DataSource,
  progress: (table: string, done: number) => void = () => {},
): Promise<number> {
  let changed = 0;
  for (const table of LISTING_TABLES) {
    let after = 0;
    for (;;) {
      const rows: Array<{ id: number; search_text: string | null }> = await db.query(
        `SELECT id, search_text FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`,
        [after, FILL_BATCH],
      );
      if (!rows.length) break;
      after = Number(rows[rows.length - 1]!.id);
      const values = rows
        .map((row) => ({
          id: Number(row.id),
          before: row.search_text ?? '',
          value: withKeys(row.search_text ?? ''),
        }))
        .filter((row) => row.value !== row.before);
      await updateByIds(db, table, 'search_text', values);
      changed += values.length;
      progress(table, after);
    }
  }
  return changed;
}
