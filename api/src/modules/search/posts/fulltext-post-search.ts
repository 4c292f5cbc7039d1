import type { PostSearchHit } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fulltextTerms, searchWordGroups } from '../engine/fulltext-terms';
import { compareRelevance, foldedGroup, relevanceOf } from '../engine/word-checks';
import { PostSearch, type PostSearchPageRows } from '../search-indexes';
import { PostSearchPagesService } from './post-search-pages';
import { PostWindowWordsService } from './post-window-words';

const SEARCH_TITLE_FALLBACK = 80;
/**
 * Global search's first step (decisions 192, 199): how many of the newest matches it ranks. A word with fewer
 * than the answer's size among the newest posts goes on to the FULLTEXT index of all posts.
 */
export const POST_CANDIDATES = { found: 30 };
/** How much of a candidate's description its relevance counts words in. */
const RANKED_TEXT = 2_000;

/** The post index on MariaDB (docs/search.md): the search window, its words in memory, FULLTEXT indexes. */
@Injectable()
export class FulltextPostSearchService extends PostSearch {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly windowWords: PostWindowWordsService,
    private readonly pages: PostSearchPagesService,
  ) {
    super();
  }

  /**
   * Posts whose title or description has every searchable word of `text` (see fulltextTerms), best match
   * first. A post without a title is listed by the start of its description.
   *
   * 1. The newest POST_CANDIDATES.found matches among the newest posts (the search window), found by the
   *    window's words held in memory and read as they are now, visible to the viewer (PostWindowWordsService, decision
   *    199), are ranked here (compareRelevance: words in the title, then occurrences, then newest).
   * 2. Fewer than `limit`, the word is rare or old: the FULLTEXT index of all posts answers, best FULLTEXT
   *    score first (few matches, cheap).
   */
  async best(text: string, viewerId: number, limit: number): Promise<PostSearchHit[]> {
    const terms = fulltextTerms(text);
    if (!terms || limit < 1) return [];
    const top = Math.min(limit, 50);
    const words = searchWordGroups(terms);
    const newest = await this.windowWords.matching(
      words.map(foldedGroup),
      viewerId,
      Math.max(POST_CANDIDATES.found, top),
      RANKED_TEXT,
    );
    if (newest.length >= top) {
      return newest
        .map((r) => ({
          id: r.id,
          // LEFT counts characters, as Array.from does (not UTF-16 units).
          title:
            r.title ||
            Array.from(r.description ?? '')
              .slice(0, SEARCH_TITLE_FALLBACK)
              .join(''),
          ...relevanceOf(words, r.title ?? '', `${r.title ?? ''} ${r.description ?? ''}`),
        }))
        .sort(compareRelevance)
        .slice(0, top)
        .map(({ id, title }) => ({ id, title }));
    }

    type Hit = { id: number; title: string | null; excerpt: string | null };
    const match = 'MATCH(p.title, p.description, p.search_keys) AGAINST (:terms IN BOOLEAN MODE)';
    // A query builder, not a raw query: its SELECT may go to a read replica (core/database/read-routing.ts).
    // Held posts only for their author, as social shows them (its post-visibility.ts).
    const rows = await this.db
      .createQueryBuilder()
      .from('posts', 'p')
      .select('p.id', 'id')
      .addSelect('p.title', 'title')
      .addSelect(`LEFT(p.description, ${SEARCH_TITLE_FALLBACK})`, 'excerpt')
      .addSelect(match, 'score')
      .where(match, { terms })
      .andWhere('(p.held_at IS NULL OR p.user_id = :viewer)', { viewer: viewerId })
      .orderBy('score', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(top)
      .getRawMany<Hit>();
    return rows.map((r) => ({ id: Number(r.id), title: r.title || r.excerpt || '' }));
  }

  page(text: string, viewerId: number, perPage: number, afterId: number | null): Promise<PostSearchPageRows> {
    return this.pages.page(text, viewerId, perPage, afterId);
  }
}
