import { GLOBAL_SEARCH_LIMIT, type GlobalSearchResult } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../accounts';
import { ListingSearch } from '../marketplace';
import { PostsService } from '../social';

/** The top bar's search: a few members by name, a few posts and a few listings, each asked of the domain that owns them. */
@Injectable()
export class SearchService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly posts: PostsService,
    private readonly listings: ListingSearch,
  ) {}

  async search(text: string, viewerId: number): Promise<GlobalSearchResult> {
    const [users, posts, listing] = await Promise.all([
      this.members.searchByName(text, GLOBAL_SEARCH_LIMIT),
      this.posts.search(text, viewerId, GLOBAL_SEARCH_LIMIT),
      this.listings.search(text, GLOBAL_SEARCH_LIMIT),
    ]);
    return {
      user: users.map(({ id, full_name, profile_photo }) => ({ id, full_name, profile_photo })),
      post: posts.map(({ id, title }) => ({ id, title })),
      listing,
    };
  }
}
