import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fulltextTerms, searchWordGroups } from '../engine/fulltext-terms';
import { type WordGroup, wordStartChecks } from '../engine/word-checks';
import type { PostSearchPageRows } from '../search-indexes';

/** How far a page may read, and how long it may wait (decision 188). */
export interface PostSearchPageBounds {
  /** Post ids below the cursor read row by row. */
  scanIds: number;
  /** The wider stretch read when the index of all posts ran out of time, so the page is seldom empty. */
  wideScanIds: number;
  /** Seconds the FULLTEXT index of all posts may take, for a word that proved rare where the scan read. */
  indexSeconds: number;
}

export const SEARCH_PAGE_BOUNDS: PostSearchPageBounds = {
  scanIds: 20_000,
  wideScanIds: 80_000,
  indexSeconds: 0.3,
};

const SEARCH_TITLE_FALLBACK = 80;
/**
 * How a statement stopped by `max_statement_time` fails: MariaDB's timeout error, or, when InnoDB was inside
 * the FULLTEXT search, the storage engine's error 188 (HA_ERR_FTS_EXCEED_RESULT_CACHE_LIMIT, which it also
 * gives when one search's matches outgrow innodb_ft_result_cache_limit: the same verdict, too many).
 */
const STOPPED_ERRNOS = new Set([1969, 188]);

type Hit = { id: number; title: string | null; excerpt: string | null };

/**
 * The search results page's posts ("See all"): every searchable word, newest first, by keyset on the id,
 * at a bounded cost however many posts match (decision 188). Three places, newest first, each read only as
 * far as the page needs:
 *
 * 1. the search window (the newest 10 000 posts, decision 184) by its own FULLTEXT index;
 * 2. below the window, one stretch of `scanIds` ids read row by row, newest first, stopping as
 *    soon as the page is full: a common word fills a page within a few hundred rows;
 * 3. when that stretch was too sparse, the FULLTEXT index of all posts below it, with a time limit: InnoDB
 *    hands over every match of a word before any id range or LIMIT applies, so it is asked only for words
 *    that proved rare, and stopped if one is common elsewhere (then a wider stretch is read instead and
 *    the page says where to go on).
 *
 * At most four queries a page; held posts are left out except for their author, as everywhere.
 */
@Injectable()
export class PostSearchPagesService {
  /** Tests narrow these to reach the older stretches with a few posts. */
  bounds: PostSearchPageBounds = { ...SEARCH_PAGE_BOUNDS };

  constructor(@InjectDataSource() private readonly posts: DataSource) {}

  async page(
    text: string,
    viewerId: number,
    perPage: number,
    afterId: number | null,
  ): Promise<PostSearchPageRows> {
    const terms = fulltextTerms(text);
    if (!terms || perPage < 1) return { hits: [], nextAfter: null };
    // One more than the page, to know whether another follows.
    const limit = Math.min(perPage, 50) + 1;
    const done = (rows: Hit[], more: number | null): PostSearchPageRows => {
      const hits = rows
        .slice(0, limit - 1)
        .map((r) => ({ id: Number(r.id), title: r.title || r.excerpt || '' }));
      const nextAfter = rows.length >= limit ? hits[hits.length - 1]!.id : more;
      return { hits, nextAfter };
    };

    // Every post from the window's oldest row up is in the window (triggers add each new post; the trim
    // removes only the oldest), so below it is where the window stops answering.
    const [edges]: Array<{ floor: number | null; top: number | null }> = await this.posts.query(
      'SELECT (SELECT MIN(id) FROM post_search_window) AS floor, (SELECT MAX(id) FROM posts) AS top',
    );
    const top = Number(edges?.top ?? 0);
    const floor = edges?.floor == null ? top + 1 : Number(edges.floor);
    let below = Math.min(afterId ?? top + 1, top + 1);
    const rows: Hit[] = [];

    if (below > floor) {
      rows.push(...(await this.fromWindow(terms, viewerId, below, limit)));
      if (rows.length >= limit) return done(rows, null);
      below = floor;
    }
    if (below <= 1) return done(rows, null);

    const low = Math.max(0, below - this.bounds.scanIds);
    const words = searchWordGroups(terms);
    rows.push(...(await this.scan(words, viewerId, low, below, limit - rows.length)));
    if (rows.length >= limit || low === 0) return done(rows, null);

    const older = await this.fromIndex(terms, viewerId, low, limit - rows.length);
    if (older) return done([...rows, ...older], null);
    const wideLow = Math.max(0, low - this.bounds.wideScanIds);
    rows.push(...(await this.scan(words, viewerId, wideLow, low, limit - rows.length)));
    return done(rows, wideLow === 0 ? null : wideLow);
  }

  /** The window's matches below `below`, newest first. */
  private fromWindow(terms: string, viewerId: number, below: number, limit: number): Promise<Hit[]> {
    return this.posts.query(
      `SELECT p.id, p.title, LEFT(p.description, ${SEARCH_TITLE_FALLBACK}) AS excerpt
       FROM post_search_window w JOIN posts p ON p.id = w.id
       WHERE MATCH(w.title, w.description, w.search_keys) AGAINST (? IN BOOLEAN MODE) AND w.id < ?
         AND (p.held_at IS NULL OR p.user_id = ?)
       ORDER BY w.id DESC LIMIT ?`,
      [terms, below, viewerId, limit],
    );
  }

  /**
   * Posts with ids in [low, below) that have every word, read newest first along the primary key until
   * `limit` are found. Each word must start a word of the title or description, as `word*` does in the
   * FULLTEXT index (wordStartChecks), or its sound key a word of the post's keys (decision 412).
   */
  private scan(
    words: WordGroup[],
    viewerId: number,
    low: number,
    below: number,
    limit: number,
  ): Promise<Hit[]> {
    const checks = wordStartChecks("CONCAT_WS(' ', p.title, p.description, p.search_keys)", words);
    return this.posts.query(
      `SELECT p.id, p.title, LEFT(p.description, ${SEARCH_TITLE_FALLBACK}) AS excerpt
       FROM posts p
       WHERE p.id >= ? AND p.id < ? AND (p.held_at IS NULL OR p.user_id = ?) AND ${checks.sql}
       ORDER BY p.id DESC LIMIT ?`,
      [low, below, viewerId, ...checks.params, limit],
    );
  }

  /** Matches below `below` from the FULLTEXT index of all posts; null when it ran out of time. */
  private async fromIndex(
    terms: string,
    viewerId: number,
    below: number,
    limit: number,
  ): Promise<Hit[] | null> {
    try {
      return await this.posts.query(
        `SET STATEMENT max_statement_time = ${Number(this.bounds.indexSeconds)} FOR
         SELECT p.id, p.title, LEFT(p.description, ${SEARCH_TITLE_FALLBACK}) AS excerpt
         FROM posts p
         WHERE MATCH(p.title, p.description, p.search_keys) AGAINST (? IN BOOLEAN MODE) AND p.id < ?
           AND (p.held_at IS NULL OR p.user_id = ?)
         ORDER BY p.id DESC LIMIT ?`,
        [terms, below, viewerId, limit],
      );
    } catch (error) {
      if (STOPPED_ERRNOS.has(errnoOf(error) ?? 0)) return null;
      throw error;
    }
  }
}

function errnoOf(error: unknown): number | undefined {
  const failed = error as { errno?: number; driverError?: { errno?: number } };
  return failed.errno ?? failed.driverError?.errno;
}
