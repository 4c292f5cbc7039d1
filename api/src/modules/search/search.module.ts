import { Module } from '@nestjs/common';
import { MembersModule } from '../members';
import { FulltextUpkeep } from './engine/fulltext-upkeep';
import { ListingSearchRegistry } from './listings/listing-search-registry';
import { DirectoryMemberSearch } from './members/directory-member-search';
import { PostSearchPages } from './posts/post-search-pages';
import { FulltextPostSearch } from './posts/fulltext-post-search';
import { PostSearchWindow } from './posts/post-search-window';
import { PostWindowWords } from './posts/post-window-words';
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
    FulltextUpkeep,
    PostWindowWords,
    PostSearchWindow,
    PostSearchPages,
    FulltextPostSearch,
    { provide: PostSearch, useExisting: FulltextPostSearch },
    DirectoryMemberSearch,
    { provide: MemberSearch, useExisting: DirectoryMemberSearch },
    ListingSearchRegistry,
    { provide: ListingSearch, useExisting: ListingSearchRegistry },
  ],
  exports: [PostSearch, MemberSearch, ListingSearch, ListingSearchRegistry, FulltextUpkeep],
})
export class SearchModule {}
