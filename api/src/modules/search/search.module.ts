import { Module } from '@nestjs/common';
import { MembersModule } from '../members';
import { FulltextUpkeepService } from './engine/fulltext-upkeep';
import { ListingSearchRegistryService } from './listings/listing-search-registry';
import { DirectoryMemberSearchService } from './members/directory-member-search';
import { PostSearchPagesService } from './posts/post-search-pages';
import { FulltextPostSearchService } from './posts/fulltext-post-search';
import { PostSearchWindowService } from './posts/post-search-window';
import { PostWindowWordsService } from './posts/post-window-words';
import { SearchController } from './search.controller';
import { ListingSearch, MemberSearch, PostSearch } from './search-indexes';
import { SearchService } from './search.service';

/**
 * Search (decision 251, docs/search.md): one index per kind of thing found, each behind its interface
 * (PostSearch, ListingSearch, MemberSearch), the engine they share (FULLTEXT terms, word checks, words in
 * memory, FULLTEXT upkeep), and the top bar's global search and results pages on top. It imports members
 * (cards) and no other module: social's and the marketplace's tables are read here as an indexer reads them.
 */
@Module({
  imports: [MembersModule],
  controllers: [SearchController],
  providers: [
    SearchService,
    FulltextUpkeepService,
    PostWindowWordsService,
    PostSearchWindowService,
    PostSearchPagesService,
    FulltextPostSearchService,
    { provide: PostSearch, useExisting: FulltextPostSearchService },
    DirectoryMemberSearchService,
    { provide: MemberSearch, useExisting: DirectoryMemberSearchService },
    ListingSearchRegistryService,
    { provide: ListingSearch, useExisting: ListingSearchRegistryService },
  ],
  exports: [PostSearch, MemberSearch, ListingSearch, ListingSearchRegistryService, FulltextUpkeepService],
})
export class SearchModule {}
