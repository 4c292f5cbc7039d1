import type { DataSource } from 'typeorm';
import { soundKeysOf } from './sound-key';

/** How many rows one read and one update of a fill take. */
export const FILL_BATCH = 2_000;

/** `UPDATE table SET column = CASE id …` for one batch: one statement, the rows by primary key. */
export async function updateByIds(
  db: DataSource,
  table: string,
  column: string,
  values: ReadonlyArray<{ id: number; value: string }>,
): Promise<void> {
  if (!values.length) return;
  await db.query(
    `UPDATE ${table} SET ${column} = CASE id ${values.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (?)`,
    [...values.flatMap(({ id, value }) => [id, value]), values.map(({ id }) => id)],
  );
}

/**
 * Writes the sound keys (decision 412) of the posts that have none yet (`search_keys` NULL: written before
 * migration 1795571000000, or loaded in bulk), in id order, FILL_BATCH at a time; the window's trigger
 * copies them. Resumable: a post keyed is not read again. A post without words gets '' (keyed, none).
 * Answers how many posts it keyed.
 */
export async function fillPostSoundKeys(
  db: DataSource,
  progress: (done: number) => void = () => {},
): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows: Array<{ id: number; title: string | null; description: string | null }> = await db.query(
      `SELECT id, title, description FROM posts WHERE id > ? AND search_keys IS NULL ORDER BY id LIMIT ?`,
      [after, FILL_BATCH],
    );
    if (!rows.length) return done;
    after = Number(rows[rows.length - 1]!.id);
    await updateByIds(
      db,
      'posts',
      'search_keys',
      rows.map((row) => ({
        id: Number(row.id),
        value: soundKeysOf(`${row.title ?? ''} ${row.description ?? ''}`),
      })),
    );
    done += rows.length;
    progress(done);
  }
}
