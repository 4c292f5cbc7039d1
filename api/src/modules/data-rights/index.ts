// The data-rights module's public face: the contact inbox, account deletion and data exports.
export { DataRightsJobsModule, DataRightsModule } from './data-rights.module';
export { AccountDeletion } from './account-deletion.service';
export { DataExports } from './data-exports.service';
