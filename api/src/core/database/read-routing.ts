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

  override createQueryRunner(mode: ReplicationMode = 'master'): QueryRunner {
    if (mode === 'master') {
      // A write (or a transaction, or a raw query) in this request: its later reads stay on the primary.
      const routing = readRouting.getStore();
      if (routing) routing.replicaAllowed = false;
    }
    return super.createQueryRunner(mode);
  }
}
