import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type QueryRunner, type ReplicationMode } from 'typeorm';

/**
 * Where the plain reads of the current request may go. Absent (workers, CLI, startup) means the primary.
 * Decided by ReadRoutingMiddleware, and switched to the primary for the rest of the request by its first
 * write, so that a service that writes then reads always sees its own write (docs/decisions/091).
 */
interface ReadRouting {
  replicaAllowed: boolean;
}

const readRouting = new AsyncLocalStorage<ReadRouting>();

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
    const runner = this.createQueryRunner(this.defaultReplicationModeForReads());
    try {
      return (await runner.query(query, parameters)) as T;
    } finally {
      await runner.release();
    }
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
