import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { connectionOptions, parseDatabaseUrl } from '@app/migrations';
import { AppConfig } from '../config/app-config';
import { DatabaseLogger } from './database-logger';
import { ReplicatedDataSource } from './read-routing';

/**
 * TypeORM on mysql2. The schema is owned by migrations/: never synchronized, never migrated on boot.
 * Each module registers its own entities with TypeOrmModule.forFeature (autoLoadEntities).
 * With DATABASE_REPLICA_URLS, writes go to DATABASE_URL and the reads a request may take from a replica
 * go to the replicas in turn (read-routing.ts decides which).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...connectionOptions(config.DATABASE_URL),
        ...replicationOptions(config),
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: false,
        logging: ['error', 'warn'],
        logger: new DatabaseLogger(),
        maxQueryExecutionTime: 1000,
        // An unreachable database fails a request within seconds (503, docs/decisions/051) instead of the
        // driver's 10 s; dead pooled connections are dropped and new ones opened once it is back.
        connectTimeout: 3000,
        // mysql2 otherwise captures a stack trace on every query to decorate a possible error: about 4 % of
        // a search request's CPU (docs/decisions/190). TypeORM's QueryFailedError still names the query.
        trace: false,
        extra: { connectionLimit: 10 },
      }),
      dataSourceFactory: async (options) =>
        new ReplicatedDataSource(options as DataSourceOptions).initialize(),
    }),
  ],
})
export class DatabaseModule {}

function replicationOptions(config: AppConfig) {
  if (config.DATABASE_REPLICA_URLS.length === 0) return {};
  return {
    replication: {
      master: parseDatabaseUrl(config.DATABASE_URL),
      slaves: config.DATABASE_REPLICA_URLS.map(parseDatabaseUrl),
      selector: 'RR' as const,
      // A replica that fails is left out for 5 s, then tried again (0 would drop it until a restart).
      restoreNodeTimeout: 5000,
      // Only the reads read-routing.ts allows go to a replica.
      defaultMode: 'master' as const,
    },
  };
}
