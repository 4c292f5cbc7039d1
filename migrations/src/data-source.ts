import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { parseDatabaseUrl } from './database-url';
import { MIGRATIONS } from './migrations';

/**
 * Connection options shared by the migration CLI and the API: same driver settings everywhere, so a
 * date or a decimal reads the same in a migration, a test and a request.
 */
export function connectionOptions(databaseUrl: string) {
  const address = parseDatabaseUrl(databaseUrl);
  return {
    type: 'mysql' as const,
    ...address,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // DECIMAL columns come back as strings unless asked; money is handled as strings/cents explicitly.
    supportBigNumbers: true,
    bigNumberStrings: false,
  };
}

/** The DataSource the migration CLI (and the TypeORM CLI) uses. It knows migrations, not entities. */
export function migrationDataSource(databaseUrl: string): DataSource {
  const options: DataSourceOptions = {
    ...connectionOptions(databaseUrl),
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
  };
  return new DataSource(options);
}
