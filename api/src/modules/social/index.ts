// The social module's public face: posts as search reads them, and the media queue's processor.
export { SocialModule } from './social.module';
export { SocialJobsModule } from './jobs/social-jobs.module';
export { PostsService } from './posts.service';
export { PostSearchPages } from './post-search-pages';
export { fulltextTerms } from './post-search-terms';
export { compareRelevance, folded, relevanceOf, searchWords } from './search-word-checks';
export { ChangeCursor, NewestWordsIndex } from './newest-words-index';
