import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** The longest SQL text a log line carries (parameters are never logged: they hold members' data). */
const MAX_SQL = 500;

/**
 * TypeORM's messages as the API's JSON log lines (LOG_LEVEL applies), instead of its coloured console
 * output. A failed statement is a warning: the request that ran it answers with its own error (and the
 * exception filter logs what was unexpected); queries themselves are not logged.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn({ msg: 'query failed', error: String(error), sql: query.slice(0, MAX_SQL) });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ msg: 'slow query', ms: time, sql: query.slice(0, MAX_SQL) });
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log({ msg: message });
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ msg: String(message) });
    else this.logger.log({ msg: String(message) });
  }
}
