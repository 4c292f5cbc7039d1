// The saved-searches module's public face (decision 350): nothing imports it but the composition roots.
export { SavedSearchesModule } from './saved-searches.module';
export { SavedSearchJobsModule } from './jobs/saved-search.job';
