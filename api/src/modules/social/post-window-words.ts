import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SEARCH_WINDOW_POSTS } from './post-search-window';
import { NewestWordsIndex } from './newest-words-index';

/**
 * Each search reads the window rows changed after the newest change it has seen. A row is stamped when its
 * trigger runs, though, and a transaction still open then commits later with an older stamp than rows
 * already read; so while the newest change seen is less than this many seconds old (by the database's
 * clock), the rows changed up to this long before it are read again, and skipped if already held. The
 * stamps come from the data, so a read replica that lags behind another loses nothing: each applies the
 * changes in commit order.
 */
const LAG = '2 SECOND';
const EPOCH = '1970-01-01 00:00:00.000000';

/** A post found among the newest, as it is now: its title and the start of its description. */
export interface WindowPost {
  id: number;
  title: string | null;
  description: string | null;
}

type Row = {
  part: 'post' | 'changed';
  id: number | null;
  title: string | null;
  description: string | null;
  user_id: number | null;
  held: number | string | null;
  changed_at: string | null;
};

/**
 * The global search's newest posts (decision 199): the search window's words in this process's memory
 * (NewestWordsIndex), kept in step by reading, in the statement that checks each search's candidates, the
 * window rows changed since the last search (the window's triggers stamp `changed_at`). So a post written
 * through any process is searchable at the next search, and one statement serves a search whatever its
 * words. The index is loaded from the window at the first search.
 */
@Injectable()
export class PostWindowWords {
  private readonly index = new NewestWordsIndex(SEARCH_WINDOW_POSTS);
  /** The newest `changed_at` read: rows changed after it (or within LAG of it) are read with the next search. */
  private newestChange = EPOCH;
  private loading: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Up to `max` of the newest posts that have every one of `words` (folded) at the start of a word of their
   * title or description and that `viewerId` may see (not held, or their own), newest first, with
   * `ranked` characters of their description. One statement, two when it brought changes.
   */
  async matching(
    words: readonly string[],
    viewerId: number,
    max: number,
    ranked: number,
  ): Promise<WindowPost[]> {
    await this.load();
    for (let round = 0; ; round++) {
      const ids = this.index.newestMatching(words, max);
      const rows: Row[] = await this.db.query(
        `SELECT 'post' AS part, p.id, p.title, LEFT(p.description, ${ranked}) AS description, p.user_id,
                p.held_at IS NOT NULL AS held, NULL AS changed_at
         FROM posts p WHERE p.id IN (?)
         UNION ALL
         SELECT 'changed', w.id, w.title, w.description, NULL, NULL, CAST(w.changed_at AS CHAR)
         FROM post_search_window w
         WHERE w.changed_at > IF(? > NOW(6) - INTERVAL ${LAG}, ? - INTERVAL ${LAG}, ?)`,
        [ids.length ? ids : [0], this.newestChange, this.newestChange, this.newestChange],
      );
      const changed = this.apply(rows);
      if (changed && round === 0) continue;
      const found = new Map(rows.filter((row) => row.part === 'post').map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => {
        const row = found.get(id);
        // Gone from posts (deleted): no longer a candidate anywhere.
        if (!row) this.index.remove(id);
        if (!row || (Number(row.held) && Number(row.user_id) !== viewerId)) return [];
        return [{ id, title: row.title, description: row.description }];
      });
    }
  }

  /** Applies the changed rows; answers whether the index changed. */
  private apply(rows: Row[]): boolean {
    let changed = false;
    for (const row of rows) {
      if (row.part !== 'changed') continue;
      this.see(row.changed_at!);
      if (this.index.has(Number(row.id), row.changed_at!)) continue;
      this.index.put(Number(row.id), `${row.title ?? ''} ${row.description ?? ''}`, row.changed_at!);
      changed = true;
    }
    return changed;
  }

  /** Stamps have one format (`YYYY-MM-DD hh:mm:ss.ffffff`), so they compare as strings. */
  private see(changedAt: string): void {
    if (changedAt > this.newestChange) this.newestChange = changedAt;
  }

  /** Reads the whole window once (shared by the searches that arrive meanwhile; retried after a failure). */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const rows: Array<{
        id: number;
        title: string | null;
        description: string | null;
        changed_at: string;
      }> = await this.db.query(
        `SELECT id, title, description, CAST(changed_at AS CHAR) AS changed_at
           FROM post_search_window ORDER BY id DESC LIMIT ?`,
        [SEARCH_WINDOW_POSTS],
      );
      for (const row of rows) {
        this.index.put(Number(row.id), `${row.title ?? ''} ${row.description ?? ''}`, row.changed_at);
        this.see(row.changed_at);
      }
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}
