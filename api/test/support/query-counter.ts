import type { INestApplicationContext } from '@nestjs/common';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';

export interface RecordedQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * Counts the SQL statements TypeORM sends while a piece of work runs. TypeORM 1.x's MySQL query runner
 * calls `dataSource.logger.logQuery(sql, parameters)` before every statement whatever the `logging` option
 * says, so a logger wrapped around the application's own sees them all (transactions' START/COMMIT too).
 * Meant for one request at a time: statements of anything else running meanwhile would be counted as well.
 */
export class QueryCounter {
  private recording: RecordedQuery[] | null = null;

  private constructor(dataSource: DataSource) {
    const original = dataSource.logger;
    const wrapped: TypeOrmLogger = Object.create(original);
    wrapped.logQuery = (sql, parameters, queryRunner) => {
      this.recording?.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
      return original.logQuery(sql, parameters, queryRunner);
    };
    (dataSource as { logger: TypeOrmLogger }).logger = wrapped;
  }

  static install(app: INestApplicationContext): QueryCounter {
    return new QueryCounter(app.get(DataSource));
  }

  /** Runs the work and answers its result with the statements it sent. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; queries: RecordedQuery[] }> {
    const queries: RecordedQuery[] = [];
    this.recording = queries;
    try {
      return { result: await work(), queries };
    } finally {
      this.recording = null;
    }
  }
}
