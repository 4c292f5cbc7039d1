import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ChangeCursor, NewestWordsIndex } from '../engine/newest-words-index';
import type { WordGroup } from '../engine/word-checks';
import { SEARCH_WINDOW_POSTS } from './post-search-window';

/** A post found among the newest, as it is now: its title and the start of its description. */
export interface WindowPost {
  id: number;
  title: string | null;
  description: string | null;
}

type Row = {
  part: 'post' | 'changed';
  id: number;
  title: string | null;
  description: string | null;
  search_keys: string | null;
  user_id: number | null;
  held: number | string | null;
  changed_at: string | null;
};

/** What the window's FULLTEXT index reads of a row: its text and its words' sound keys (decision 412). */
const textOf = (row: { title: string | null; description: string | null; search_keys: string | null }) =>
  `${row.title ?? ''} ${row.description ?? ''} ${row.search_keys ?? ''}`;

/**
 * The global search's newest posts (decision 199): the search window's words in this process's memory
 * (NewestWordsIndex), kept in step by reading, in the statement that checks each search's candidates, the
 * window rows changed since the last search (the window's triggers stamp `changed_at`). So a post written
 * through any process is searchable at the next search, and one statement serves a search whatever its
 * words. A candidate no longer in the window (deleted, trimmed) leaves the memory too. The window is read
 * whole at the first search.
 */
@Injectable()
export class PostWindowWordsService {
  private readonly index = new NewestWordsIndex(SEARCH_WINDOW_POSTS);
  private readonly changes = new ChangeCursor();
  private loading: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Up to `max` of the newest posts that have every one of `words` (folded) at the start of a word of their
   * title or description and that `viewerId` may see (not held, or their own), newest first, with
   * `ranked` characters of their description. One statement, two when it brought changes.
   */
  async matching(
    words: readonly WordGroup[],
    viewerId: number,
    max: number,
    ranked: number,
  ): Promise<WindowPost[]> {
    await this.load();
    for (let round = 0; ; round++) {
      const ids = this.index.newestMatching(words, max);
      const since = this.changes.since('w.changed_at');
      const rows: Row[] = await this.db.query(
        `SELECT 'post' AS part, p.id, p.title, LEFT(p.description, ${ranked}) AS description, p.user_id,
                p.held_at IS NOT NULL AS held, NULL AS search_keys, NULL AS changed_at
         FROM post_search_window w JOIN posts p ON p.id = w.id WHERE w.id IN (?)
         UNION ALL
         SELECT 'changed', w.id, w.title, w.description, NULL, NULL, w.search_keys,
                ${ChangeCursor.stamp('w.changed_at')}
         FROM post_search_window w WHERE ${since.sql}`,
        [ids.length ? ids : [0], ...since.params],
      );
      if (this.apply(rows) && round === 0) continue;
      const found = new Map(rows.filter((row) => row.part === 'post').map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => {
        const row = found.get(id);
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
      this.changes.see(row.changed_at!);
      if (this.index.has(Number(row.id), row.changed_at!)) continue;
      this.index.put(Number(row.id), textOf(row), row.changed_at!);
      changed = true;
    }
    return changed;
  }

  /** Reads the whole window once (shared by the searches that arrive meanwhile; retried after a failure). */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const rows: Array<{
        id: number;
        title: string | null;
        description: string | null;
        search_keys: string | null;
        changed_at: string;
      }> = await this.db.query(
        `SELECT id, title, description, search_keys, ${ChangeCursor.stamp('changed_at')} AS changed_at
           FROM post_search_window ORDER BY id DESC LIMIT ?`,
        [SEARCH_WINDOW_POSTS],
      );
      for (const row of rows) {
        this.index.put(Number(row.id), textOf(row), row.changed_at);
        this.changes.see(row.changed_at);
      }
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}
