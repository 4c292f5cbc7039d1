import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { connectionOptions } from '@app/migrations';
import { AppConfig } from '../config/app-config';
import { DatabaseLogger } from './database-logger';

/**
 * TypeORM on mysql2. The schema is owned by migrations/: never synchronized, never migrated on boot.
 * Each module registers its own entities with TypeOrmModule.forFeature (autoLoadEntities).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...connectionOptions(config.DATABASE_URL),
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: false,
        logging: ['error', 'warn'],
        logger: new DatabaseLogger(),
        maxQueryExecutionTime: 1000,
        // An unreachable database fails a request within seconds (503, docs/decisions/051) instead of the
        // driver's 10 s; dead pooled connections are dropped and new ones opened once it is back.
        connectTimeout: 3000,
        extra: { connectionLimit: 10 },
      }),
    }),
  ],
})
export class DatabaseModule {}
