import {
  GLOBAL_SEARCH_LIMIT,
  type GlobalSearchResult,
  type SearchPage,
  type SearchPost,
  type SearchUser,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { ListingSearch, MemberSearch, PostSearch } from './search-indexes';

/** The top bar's search: a few members by name, a few posts and a few listings, each asked of its index. */
@Injectable()
export class SearchService {
  constructor(
    private readonly members: MemberSearch,
    private readonly posts: PostSearch,
    private readonly listings: ListingSearch,
  ) {}

  async search(text: string, viewerId: number): Promise<GlobalSearchResult> {
    const [users, posts, listing] = await Promise.all([
      this.members.byName(text, GLOBAL_SEARCH_LIMIT),
      this.posts.best(text, viewerId, GLOBAL_SEARCH_LIMIT),
      this.listings.search(text, GLOBAL_SEARCH_LIMIT),
    ]);
    return {
      user: users.map(toSearchUser),
      post: posts.map(({ id, title }) => ({ id, title })),
      listing,
    };
  }

  /** The full results page's members: newest first, `perPage` at a time (one more is read to know if more follow). */
  async people(text: string, afterId: number | null, perPage: number): Promise<SearchPage<SearchUser>> {
    const rows = await this.members.byName(text, perPage + 1, { afterId });
    return pageOf(rows.map(toSearchUser), perPage);
  }

  /** The full results page's posts, newest first, by keyset, at a bounded cost (decision 188). */
  async postsPage(
    text: string,
    viewerId: number,
    afterId: number | null,
    perPage: number,
  ): Promise<SearchPage<SearchPost>> {
    const { hits, nextAfter } = await this.posts.page(text, viewerId, perPage, afterId);
    return { data: hits.map(({ id, title }) => ({ id, title })), next_after: nextAfter };
  }
}

/** A member as search shows them: no contact details, only what the public profile shows (decision 174). */
function toSearchUser(card: {
  id: number;
  full_name: string;
  profile_photo: string | null;
  user_type: SearchUser['user_type'];
  user_type_text: string;
  business_name: string | null;
  city: { name: string } | null;
  blue_tick: 0 | 1;
}): SearchUser {
  return {
    id: card.id,
    full_name: card.full_name,
    profile_photo: card.profile_photo,
    user_type: card.user_type,
    user_type_text: card.user_type_text,
    business_name: card.business_name || null,
    city: card.city?.name ?? null,
    blue_tick: card.blue_tick,
  };
}

function pageOf<T extends { id: number }>(rows: T[], perPage: number): SearchPage<T> {
  const data = rows.slice(0, perPage);
  return { data, next_after: rows.length > perPage ? (data[data.length - 1]?.id ?? null) : null };
}
