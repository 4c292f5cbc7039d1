export { connectionOptions, migrationDataSource } from './data-source';
export { parseDatabaseUrl, type DatabaseAddress } from './database-url';
export { ensureDatabase, migrate, revertLast } from './migrate';
export { MIGRATIONS } from './migrations';
