import type { PostSearchHit, SearchListing } from '@app/contracts';
import type { MemberCard } from '../members';

/**
 * The three indexes search answers from, one interface each (decision 251). Callers inject these abstract
 * classes (Nest takes an abstract class as a provider token) and never an engine: today each is answered by
 * MariaDB's FULLTEXT indexes, search windows and words in memory (docs/search.md); a dedicated search server
 * would replace the classes bound to these tokens in SearchModule and nothing else.
 */

/** One page of matches, newest first, and where the next page starts (null: there is nothing older). */
export interface PostSearchPageRows {
  hits: PostSearchHit[];
  nextAfter: number | null;
}

/** Posts by the words of their title and description; held posts only for their author. */
export abstract class PostSearch {
  /** The best `limit` matches (the top bar's dropdown): words in the title first, then occurrences, then newest. */
  abstract best(text: string, viewerId: number, limit: number): Promise<PostSearchHit[]>;
  /** The results page ("See all posts"): newest first, by keyset below `afterId`. */
  abstract page(
    text: string,
    viewerId: number,
    perPage: number,
    afterId: number | null,
  ): Promise<PostSearchPageRows>;
}

/** Requirements, open jobs, franchise offers and restaurants for sale by their searched text; never held ones. */
export abstract class ListingSearch {
  /** The best `limit` matches, as global search lists them (no contact fields). */
  abstract search(text: string, limit: number): Promise<SearchListing[]>;
}

/** A member as a name search finds them: their card and business name. */
export type FoundMember = MemberCard & { business_name: string | null };

/** Verified, unbanned, not deleted members by the words of their names. */
export abstract class MemberSearch {
  /**
   * Members with a name word beginning with every word of `text`, at most `limit`: best match first, or newest
   * first below `keyset.afterId` (the results page).
   */
  abstract byName(text: string, limit: number, keyset?: { afterId: number | null }): Promise<FoundMember[]>;
  /** The same members' ids only (the members search of `GET users?search=` pages them itself). */
  abstract idsByName(text: string, limit: number, keyset?: { afterId: number | null }): Promise<number[]>;
}
