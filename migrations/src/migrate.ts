import { createConnection } from 'mysql2/promise';
import { parseDatabaseUrl } from './database-url';
import { migrationDataSource } from './data-source';

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { database, ...server } = parseDatabaseUrl(databaseUrl);
  const { username, ...rest } = server;
  const connection = await createConnection({ ...rest, user: username });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

/** How long a run waits for another one (another replica's migrate job) to finish before giving up. */
const LOCK_WAIT_SECONDS = 600;

/**
 * Runs `work` while holding a MySQL named lock for this database, so that two migration runs started at
 * once (two replicas, a job retried while the first still runs) apply each migration once: the second
 * waits, then finds nothing pending. The lock belongs to a connection of its own; if the process dies,
 * the server drops the connection and releases the lock.
 */
export async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const { database, username, ...server } = parseDatabaseUrl(databaseUrl);
  const connection = await createConnection({ ...server, user: username });
  // Lock names are server-wide and at most 64 characters; the database name keeps test databases apart.
  const name = `migrations:${database}`.slice(0, 64);
  try {
    const [rows] = await connection.query('SELECT GET_LOCK(?, ?) AS acquired', [name, LOCK_WAIT_SECONDS]);
    const acquired = (rows as Array<{ acquired: number | null }>)[0]?.acquired;
    if (acquired !== 1) {
      throw new Error(
        `another migration run held the lock "${name}" for more than ${LOCK_WAIT_SECONDS} s; try again`,
      );
    }
    try {
      return await work();
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await connection.end();
  }
}

/** Creates the database if needed and applies every pending migration; returns the names applied. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  return withMigrationLock(databaseUrl, async () => {
    const dataSource = migrationDataSource(databaseUrl);
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await dataSource.destroy();
    }
  });
}

export async function revertLast(databaseUrl: string): Promise<void> {
  await withMigrationLock(databaseUrl, async () => {
    const dataSource = migrationDataSource(databaseUrl);
    await dataSource.initialize();
    try {
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  });
}
