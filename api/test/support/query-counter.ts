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

/** The statements one read of a list sent, and how many rows it answered. */
export interface ReadCost {
  rows: number;
  queries: number;
}

/**
 * What a list costs read three ways: a page of one row, a page of `many` (three), and the second page of
 * one (`read(size, page)` answers the rows). A list whose statements do not grow with the rows it answers
 * costs the same three times; compare with `flatCosts` (issue 15, docs/decisions/187). Keep the pages full:
 * on a first page shorter than its size TypeORM knows the total and skips its count query.
 */
export async function pageCosts(
  counter: QueryCounter,
  read: (size: number, page: number) => Promise<unknown[]>,
  many = 3,
): Promise<ReadCost[]> {
  // Unmeasured: the first read of a process may look up what it then keeps (a server setting, a catalogue).
  await read(1, 1);
  const costs: ReadCost[] = [];
  for (const [size, page] of [
    [1, 1],
    [many, 1],
    [1, 2],
  ]) {
    const { result, queries } = await counter.during(() => read(size!, page!));
    costs.push({ rows: result.length, queries: queries.length });
  }
  return costs;
}

/** What `pageCosts` answers for a list of fixed cost: its pages of 1, 3 and 1 rows, each at the first one's cost. */
export const flatCosts = (costs: ReadCost[], rows = [1, 3, 1]): ReadCost[] =>
  rows.map((n) => ({ rows: n, queries: costs[0]!.queries }));

/**
 * For lists of a fixed page size: the cost of one read, then again after `grow` added rows. A list of
 * fixed cost answers more rows for the same number of statements.
 */
export async function growthCosts(
  counter: QueryCounter,
  read: () => Promise<unknown[]>,
  grow: () => Promise<unknown>,
): Promise<[ReadCost, ReadCost]> {
  const cost = async (): Promise<ReadCost> => {
    const { result, queries } = await counter.during(read);
    return { rows: result.length, queries: queries.length };
  };
  await read(); // unmeasured, as in pageCosts
  const before = await cost();
  await grow();
  return [before, await cost()];
}
