import type { Pool } from 'mysql2';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { isInfrastructureError } from '../errors/infrastructure';

/**
 * At most this many statements share one round trip, and at most this much SQL text (well under
 * max_allowed_packet). The statements of a batch run one after another on one connection; a turn's
 * batches run side by side on several, so a page's six lookups take two round trips that MariaDB serves
 * on two cores (decision 200: with six in one batch, a members search took 1 ms longer alone).
 */
const MAX_STATEMENTS = 3;
const MAX_TEXT = 256 * 1024;

/**
 * A FULLTEXT search costs what its words cost (up to milliseconds): it goes alone, so that the cheap lookups
 * of the same turn do not wait behind it (global search's members, posts and listings are asked together).
 */
const SEARCHES = /\bMATCH\s*\(/i;

interface PendingRead {
  sql: string;
  params: unknown[];
  resolve: (rows: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Sends the plain reads that arrive together as one multi-statement query: one round trip, one write on
 * each side, instead of one per statement (docs/decisions/200). A page's parts are read in parallel
 * (`Promise.all` over the modules that own them), so its statements are issued within one turn of the
 * event loop; they are collected until the loop's next turn (`setImmediate`) and sent in one packet on a
 * pool of their own whose connections allow several statements. Each statement is formatted by mysql2
 * exactly as a single query would be (client-side placeholders, the same time zone and escaping), so
 * each caller gets the rows it would have got alone.
 *
 * A batch that fails is sent again one statement at a time through `single` (TypeORM's own path), so a
 * caller gets its own answer or its own error, never a neighbour's; but when the database is unreachable
 * or too slow, every caller gets that error at once (a 503, docs/decisions/051), rather than waiting for
 * it a second time. A lone statement takes the single path directly.
 */
export class ReadBatch {
  private pending: PendingRead[] = [];
  private scheduled = false;

  constructor(
    private readonly pool: Pool,
    private readonly single: (sql: string, params: unknown[]) => Promise<unknown>,
    /** The DataSource's logger at the time of each batch (it may be replaced, as the tests' QueryCounter does). */
    private readonly logger: () => TypeOrmLogger,
    private readonly slowMs: number | undefined,
  ) {}

  /** The rows of one plain read (a SELECT that locks nothing), sent with the other reads of the same turn. */
  query(sql: string, params: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending.push({ sql, params, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Closes the batches' own connections (the DataSource's destroy). */
  end(): Promise<void> {
    return new Promise((resolve) => this.pool.end(() => resolve()));
  }

  private flush(): void {
    this.scheduled = false;
    const reads = this.pending;
    this.pending = [];
    let batch: Array<{ read: PendingRead; text: string }> = [];
    let size = 0;
    for (const read of reads) {
      if (SEARCHES.test(read.sql)) {
        this.alone(read);
        continue;
      }
      let text: string;
      try {
        text = this.pool.format(read.sql.replace(/[\s;]+$/u, ''), read.params);
      } catch {
        // What mysql2 cannot format, it reports through the single path, as before.
        this.alone(read);
        continue;
      }
      if (batch.length === MAX_STATEMENTS || (batch.length && size + text.length > MAX_TEXT)) {
        this.send(batch);
        batch = [];
        size = 0;
      }
      batch.push({ read, text });
      size += text.length;
    }
    if (batch.length) this.send(batch);
  }

  private send(batch: Array<{ read: PendingRead; text: string }>): void {
    if (batch.length === 1) return this.alone(batch[0]!.read);
    const started = Date.now();
    // The batch may take as long as one statement may (TypeORM's maxQueryExecutionTime is also its timeout).
    const sql = batch.map((b) => b.text).join(';\n');
    this.pool.query({ sql, ...(this.slowMs !== undefined && { timeout: this.slowMs }) }, (error, results) => {
      const answers = results as unknown[] | undefined;
      if (error && isInfrastructureError(error)) {
        for (const { read } of batch) read.reject(error);
        return;
      }
      if (error || !Array.isArray(answers) || answers.length !== batch.length) {
        for (const { read } of batch) this.alone(read);
        return;
      }
      const ms = Date.now() - started;
      const logger = this.logger();
      batch.forEach(({ read }, i) => {
        // Each statement is counted and timed as TypeORM counts its own (the tests' QueryCounter, slow-query log).
        logger.logQuery(read.sql, read.params);
        if (this.slowMs !== undefined && ms > this.slowMs) logger.logQuerySlow(ms, read.sql, read.params);
        read.resolve(answers[i]);
      });
    });
  }

  private alone(read: PendingRead): void {
    this.single(read.sql, read.params).then(read.resolve, read.reject);
  }
}
