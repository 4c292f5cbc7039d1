import { createConnection } from 'mysql2/promise';
import { parseDatabaseUrl } from '../src/database-url';
import { migrate } from '../src/migrate';
import { MIGRATIONS } from '../src/migrations';

// A database of its own, next to the test database, created by the runs under test and dropped after.
const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/restaurant_test';
const url = new URL(base);
url.pathname = `/${parseDatabaseUrl(base).database}_migrate_lock`;
const freshUrl = url.toString();

async function onServer<T>(run: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { database: _database, username, ...server } = parseDatabaseUrl(freshUrl);
  const connection = await createConnection({ ...server, user: username });
  try {
    return await run(async (sql) => (await connection.query(sql))[0]);
  } finally {
    await connection.end();
  }
}

const dropFreshDatabase = () =>
  onServer((query) => query(`DROP DATABASE IF EXISTS \`${parseDatabaseUrl(freshUrl).database}\``));

describe('migrate', () => {
  beforeAll(dropFreshDatabase);
  afterAll(dropFreshDatabase);

  it('applies every migration exactly once when two runs start at once on a fresh database', async () => {
    const [first, second] = await Promise.all([migrate(freshUrl), migrate(freshUrl)]);

    // One run applied everything; the other waited for the lock and found nothing left to do.
    const all = MIGRATIONS.map((migration) => migration.name);
    expect([first, second].map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, all.length]);
    expect([...first, ...second].sort()).toEqual([...all].sort());

    const rows = (await onServer((query) =>
      query(`SELECT name FROM \`${parseDatabaseUrl(freshUrl).database}\`.migrations`),
    )) as Array<{ name: string }>;
    expect(rows.map((row) => row.name).sort()).toEqual([...all].sort());
  });

  it('finds nothing to do on an up-to-date database', async () => {
    await expect(migrate(freshUrl)).resolves.toEqual([]);
  });
});
