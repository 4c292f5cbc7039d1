import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolOptions } from 'mysql2';
import { DataSource, type QueryRunner, type ReplicationMode } from 'typeorm';
import type { MysqlDataSourceOptions } from 'typeorm/driver/mysql/MysqlDataSourceOptions.js';
import { ReadBatch } from './read-batch';

/**
 * Where the plain reads of the current request may go. Absent (workers, CLI, startup) means the primary.
 * Decided by ReadRoutingMiddleware, and switched to the primary for the rest of the request by its first
 * write, so that a service that writes then reads always sees its own write (docs/decisions/091).
 */
interface ReadRouting {
  replicaAllowed: boolean;
}

const readRouting = new AsyncLocalStorage<ReadRouting>();

/** Connections of the read batches' pool (each batch holds one while its statements run). */
const BATCH_CONNECTIONS = 4;

export function runWithReadRouting<T>(replicaAllowed: boolean, fn: () => T): T {
  return readRouting.run({ replicaAllowed }, fn);
}

/** Runs `fn` with every read on the primary: for a read that must see a write made elsewhere just before. */
export function readFromPrimary<T>(fn: () => Promise<T>): Promise<T> {
  return readRouting.run({ replicaAllowed: false }, fn);
}

/**
 * A DataSource whose repositories and query builders read from a replica only when the current request
 * allows it. TypeORM sends every SELECT built by a query builder to `defaultReplicationModeForReads()`
 * and everything else (writes, transactions, raw queries) through a 'master' query runner.
 */
export class ReplicatedDataSource extends DataSource {
  /** The primary's plain reads, sent together when they arrive together (read-batch.ts). */
  private batch?: ReadBatch;

  override async initialize(): Promise<this> {
    await super.initialize();
    this.batch = new ReadBatch(
      this.batchPool(),
      (sql, params) => this.readAlone(sql, params),
      () => this.logger,
      (this.options as MysqlDataSourceOptions).maxQueryExecutionTime,
    );
    return this;
  }

  override async destroy(): Promise<void> {
    await this.batch?.end();
    this.batch = undefined;
    await super.destroy();
  }

  override defaultReplicationModeForReads(): ReplicationMode {
    return readRouting.getStore()?.replicaAllowed ? 'slave' : 'master';
  }

  /**
   * Raw SQL (`repository.query`, `dataSource.query`) gets a 'master' query runner from TypeORM, which would
   * also pin the rest of the request to the primary. The plain-SQL reads of the hot paths (member cards and
   * profiles, feeds, searches: docs/decisions/190, 194) are SELECTs like the query builders' own, so a
   * SELECT outside a transaction follows the request's routing too; anything else, or a locking read, still
   * goes to the primary and pins the request there.
   */
  override async query<T = unknown>(
    query: string,
    parameters?: unknown[],
    queryRunner?: QueryRunner,
  ): Promise<T> {
    if (queryRunner || !isPlainRead(query)) return super.query(query, parameters, queryRunner);
    const mode = this.defaultReplicationModeForReads();
    if (mode === 'master' && this.batch) return (await this.batch.query(query, parameters ?? [])) as T;
    return (await this.readAlone(query, parameters, mode)) as T;
  }

  /** One plain read on its own query runner (the primary unless the request may use a replica). */
  private async readAlone(
    query: string,
    parameters: unknown[] | undefined,
    mode: ReplicationMode = 'master',
  ): Promise<unknown> {
    const runner = this.createQueryRunner(mode);
    try {
      return await runner.query(query, parameters);
    } finally {
      await runner.release();
    }
  }

  /**
   * The batches' pool: the primary's connection options exactly as TypeORM builds them for its own pool
   * (time zone, number handling, charset, timeouts), with several statements allowed per query. Only
   * ReadBatch sends on it, and only SQL formatted from placeholders; TypeORM's pool stays one statement
   * per query.
   */
  private batchPool(): Pool {
    const driver = this.driver as unknown as {
      mysql: { createPool(options: PoolOptions): Pool };
      createConnectionOptions(options: MysqlDataSourceOptions, credentials: object): PoolOptions;
    };
    const options = this.options as MysqlDataSourceOptions;
    const credentials = options.replication?.master ?? options;
    const pool = driver.mysql.createPool({
      ...driver.createConnectionOptions(options, credentials),
      multipleStatements: true,
      connectionLimit: BATCH_CONNECTIONS,
    });
    // A connection that breaks is dropped by the pool; its error must not go unhandled.
    pool.on('connection', (connection) =>
      connection.on('error', (error) => this.logger.log('warn', `MySQL batch connection error. ${error}`)),
    );
    return pool;
  }

  override createQueryRunner(mode: ReplicationMode = 'master'): QueryRunner {
    if (mode === 'master') {
      // A write (or a transaction, or a raw query) in this request: its later reads stay on the primary.
      const routing = readRouting.getStore();
      if (routing) routing.replicaAllowed = false;
    }
    return super.createQueryRunner(mode);
  }
}

/** A SELECT (or WITH, or MariaDB's `SET STATEMENT … FOR SELECT`) that locks nothing. */
export function isPlainRead(sql: string): boolean {
  const statement = sql.replace(/^\s*SET\s+STATEMENT\s[\s\S]*?\bFOR\s+(?=SELECT\b|WITH\b)/i, '');
  return (
    /^\s*\(?\s*(SELECT|WITH)\b/i.test(statement) &&
    !/\bFOR\s+(UPDATE|SHARE)\b|\bLOCK\s+IN\s+SHARE\s+MODE\b|\bINTO\s+(@|OUTFILE|DUMPFILE)/i.test(statement)
  );
}
