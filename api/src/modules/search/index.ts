// The search module's public face (decision 251): one interface per index, and the engine pieces the
// marketplace's listing index shares (it lives beside the listing kinds and registers itself).
export { SearchModule } from './search.module';
export {
  ListingSearch,
  MemberSearch,
  PostSearch,
  type FoundMember,
  type PostSearchPageRows,
} from './search-indexes';
export { ListingSearchRegistryService } from './listings/listing-search-registry';
export { fulltextTerms, searchWordGroups } from './engine/fulltext-terms';
export {
  compareRelevance,
  folded,
  foldedGroup,
  relevanceOf,
  searchWords,
  wordsOfText,
  type WordGroup,
} from './engine/word-checks';
export { soundKey, soundKeysOf, withSoundKeys } from './engine/sound-key';
export { FILL_BATCH, fillPostSoundKeys, updateByIds } from './engine/sound-key-fill';
export { ChangeCursor, NewestWordsIndex } from './engine/newest-words-index';
export {
  FULLTEXT_REBUILD_EVERY_MS,
  FulltextUpkeepService,
  rebuildFulltextTable,
} from './engine/fulltext-upkeep';
