// The data-rights module's public face: the contact inbox, account deletion and data exports.
export { DataRightsJobsModule, DataRightsModule } from './data-rights.module';
export { AccountDeletionService } from './account-deletion.service';
export { DataExportsService } from './data-exports.service';
