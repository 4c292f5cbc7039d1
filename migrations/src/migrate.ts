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

/** Creates the database if needed and applies every pending migration; returns the names applied. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const dataSource = migrationDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

export async function revertLast(databaseUrl: string): Promise<void> {
  const dataSource = migrationDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    await dataSource.undoLastMigration({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}
