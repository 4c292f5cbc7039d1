import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ChangeCursor, NewestWordsIndex, type WordGroup } from '../../search';
import { type Kind, KINDS, type Raw, SEARCH_WINDOW_LISTINGS, selected } from './listing-kinds';

type Row = Raw & { changed_at: string | null };

/**
 * Each kind's candidates as they are now, with their place names, if still in the window and findable
 * (`changed_at` NULL): one UNION ALL part per kind, each with its id list. Built once.
 */
const CANDIDATES = KINDS.map(
  (kind: Kind) => `(
  ${selected(kind)}, NULL AS changed_at
  FROM listing_search_window w JOIN ${kind.table} t ON t.id = w.id ${kind.places}
  WHERE w.subject = '${kind.subject}' AND w.id IN (?) AND ${kind.found})`,
).join(' UNION ALL ');

/**
 * Global search's newest listings (decision 199, as for posts): the words of the listings' search window
 * in this process's memory, one index per kind, kept in step by reading, in the statement that checks each
 * search's candidates, the window rows changed since the last search (`changed_at`, stamped by the
 * window's triggers: a listing added, edited, or released from a hold or reopened comes in with a new
 * stamp). A candidate no longer in the window (held, closed, deleted, trimmed) leaves the memory too. The
 * window is read whole at the first search.
 */
@Injectable()
export class ListingWindowWordsService {
  private readonly indexes = new Map(
    KINDS.map((kind) => [kind.subject, new NewestWordsIndex(SEARCH_WINDOW_LISTINGS)]),
  );
  private readonly changes = new ChangeCursor();
  private loading: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Up to `max` findable listings of each kind whose search text has every one of `words` (folded) at the
   * start of a word, newest first within a kind. One statement, two when it brought changes.
   */
  async matching(words: readonly WordGroup[], max: number): Promise<Raw[]> {
    await this.load();
    for (let round = 0; ; round++) {
      const ids = KINDS.map((kind) => this.index(kind).newestMatching(words, max));
      const since = this.changes.since('w.changed_at');
      const rows: Row[] = await this.db.query(
        `${CANDIDATES}
         UNION ALL (
           SELECT w.subject, w.id, w.search_text, NULL, NULL, NULL, NULL, NULL,
                  ${ChangeCursor.stamp('w.changed_at')}
           FROM listing_search_window w WHERE ${since.sql})`,
        [...ids.map((some) => (some.length ? some : [0])), ...since.params],
      );
      if (this.apply(rows) && round === 0) continue;
      const candidates = rows.filter((row) => !row.changed_at);
      const found = new Set(candidates.map((row) => `${row.subject}:${row.id}`));
      KINDS.forEach((kind, at) => {
        for (const id of ids[at]!) if (!found.has(`${kind.subject}:${id}`)) this.index(kind).remove(id);
      });
      return candidates;
    }
  }

  private index(kind: Pick<Kind, 'subject'>): NewestWordsIndex {
    return this.indexes.get(kind.subject)!;
  }

  /** Applies the changed rows; answers whether an index changed. */
  private apply(rows: Row[]): boolean {
    let changed = false;
    for (const row of rows) {
      if (!row.changed_at) continue;
      this.changes.see(row.changed_at);
      const index = this.index(row);
      if (index.has(Number(row.id), row.changed_at)) continue;
      index.put(Number(row.id), row.search_text ?? '', row.changed_at);
      changed = true;
    }
    return changed;
  }

  /** Reads the whole window once (shared by the searches that arrive meanwhile; retried after a failure). */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const rows: Array<Pick<Row, 'subject' | 'id' | 'search_text'> & { changed_at: string }> =
        await this.db.query(
          `SELECT subject, id, search_text, ${ChangeCursor.stamp('changed_at')} AS changed_at
           FROM listing_search_window`,
        );
      for (const row of rows) {
        this.index(row).put(Number(row.id), row.search_text ?? '', row.changed_at);
        this.changes.see(row.changed_at);
      }
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}
