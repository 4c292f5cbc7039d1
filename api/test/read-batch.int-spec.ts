import { connectionOptions } from '@app/migrations';
import { createPool, type Pool } from 'mysql2';
import { type DataSourceOptions, type Logger, QueryFailedError } from 'typeorm';
import { ReadBatch } from '../src/core/database/read-batch';
import { ReplicatedDataSource } from '../src/core/database/read-routing';

/**
 * The plain reads that arrive together go to MariaDB as one multi-statement query (decision 200), against
 * the real test database: each caller gets what it would have got alone, and its own error.
 */
const url = new URL(process.env.DATABASE_URL!);
const silent: Logger = {
  logQuery: () => undefined,
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

describe('ReadBatch', () => {
  let pool: Pool;
  let roundTrips: number;
  let alone: string[];
  let batch: ReadBatch;

  beforeAll(() => {
    pool = createPool({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      timezone: 'Z',
      multipleStatements: true,
      connectionLimit: 2,
    });
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      roundTrips++;
      return query(...args);
    };
  });
  beforeEach(() => {
    roundTrips = 0;
    alone = [];
    batch = new ReadBatch(
      pool,
      (sql, params) =>
        new Promise((resolve, reject) => {
          alone.push(sql);
          pool.query(sql, params, (error, rows) => (error ? reject(error) : resolve(rows)));
        }),
      () => silent,
      1000,
    );
  });
  afterAll(() => new Promise<void>((resolve) => pool.end(() => resolve())));

  it('sends the reads of one turn together, three to a round trip, each caller getting its own rows', async () => {
    const [one, two, three, four] = await Promise.all([
      batch.query('SELECT ? AS a', [1]),
      batch.query('SELECT ? AS b, ? AS c', ['x', 'y']),
      batch.query('SELECT n FROM (SELECT 1 AS n UNION ALL SELECT 2) t WHERE n IN (?) ORDER BY n', [[1, 2]]),
      batch.query('SELECT ? AS d, ? AS e', [4, 5]),
    ]);
    expect(one).toEqual([{ a: 1 }]);
    expect(two).toEqual([{ b: 'x', c: 'y' }]);
    expect(three).toEqual([{ n: 1 }, { n: 2 }]);
    expect(four).toEqual([{ d: 4, e: 5 }]);
    // Three in one round trip; the fourth would go alone, by TypeORM's path.
    expect(roundTrips).toBe(2);
    expect(alone).toEqual(['SELECT ? AS d, ? AS e']);
  });

  it('formats placeholders as a single query would: strings with quotes and semicolons stay one value', async () => {
    const tricky = "it's; SELECT 1; --";
    const [rows, other] = await Promise.all([
      batch.query('SELECT ? AS text;', [tricky]),
      batch.query('SELECT ? AS at', [new Date('2026-01-02T03:04:05.678Z')]),
    ]);
    expect(rows).toEqual([{ text: tricky }]);
    expect(other).toEqual([{ at: '2026-01-02 03:04:05.678' }]);
    expect(roundTrips).toBe(1);
  });

  it('gives a failing statement its own error and the others their rows, each sent again alone', async () => {
    const results = await Promise.allSettled([
      batch.query('SELECT 1 AS ok', []),
      batch.query('SELECT * FROM no_such_table_here', []),
      batch.query('SELECT 2 AS ok', []),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: [{ ok: 1 }] });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { code: 'ER_NO_SUCH_TABLE' } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: [{ ok: 2 }] });
    expect(alone).toHaveLength(3);
  });

  it('sends a lone read by the single path, and reads of later turns in batches of their own', async () => {
    expect(await batch.query('SELECT 3 AS n', [])).toEqual([{ n: 3 }]);
    expect(alone).toEqual(['SELECT 3 AS n']);
    const first = Promise.all([batch.query('SELECT 4 AS n', []), batch.query('SELECT 5 AS n', [])]);
    await new Promise((resolve) => setImmediate(resolve));
    const second = Promise.all([batch.query('SELECT 6 AS n', []), batch.query('SELECT 7 AS n', [])]);
    expect(await first).toEqual([[{ n: 4 }], [{ n: 5 }]]);
    expect(await second).toEqual([[{ n: 6 }], [{ n: 7 }]]);
    expect(roundTrips).toBe(2 + 1); // the lone read, then one per turn
  });

  it('splits a turn of many reads into round trips of three, in order', async () => {
    const rows = await Promise.all(Array.from({ length: 9 }, (_, i) => batch.query('SELECT ? AS n', [i])));
    expect(rows.map((r) => (r as Array<{ n: number }>)[0]!.n)).toEqual(
      Array.from({ length: 9 }, (_, i) => i),
    );
    expect(roundTrips).toBe(3);
    expect(alone).toEqual([]);
  });

  it('sends a FULLTEXT search alone, and batches the lookups beside it', async () => {
    const search =
      "SELECT COUNT(*) AS n FROM information_schema.tables WHERE 0 AND MATCH (table_name) AGAINST ('x')";
    const results = await Promise.allSettled([
      batch.query(search, []),
      batch.query('SELECT 1 AS a', []),
      batch.query('SELECT 2 AS b', []),
    ]);
    expect(results[1]).toEqual({ status: 'fulfilled', value: [{ a: 1 }] });
    expect(results[2]).toEqual({ status: 'fulfilled', value: [{ b: 2 }] });
    expect(alone).toEqual([search]);
    expect(roundTrips).toBe(2);
  });
});

describe('ReplicatedDataSource reads', () => {
  let db: ReplicatedDataSource;
  let logged: string[];

  beforeAll(async () => {
    logged = [];
    db = await new ReplicatedDataSource({
      ...connectionOptions(process.env.DATABASE_URL!),
      logger: { ...silent, logQuery: (sql: string) => void logged.push(sql) },
    } as DataSourceOptions).initialize();
  });
  afterAll(() => db?.destroy());

  it('answers parallel plain reads as TypeORM does alone, and counts each statement', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const together = await Promise.all([
      db.query('SELECT ? AS at, CAST(? AS DECIMAL(10,2)) AS amount', [at, '12.50']),
      db.query('SELECT COUNT(*) AS n FROM (SELECT 1 UNION ALL SELECT 2) t'),
    ]);
    const first = await db.query('SELECT ? AS at, CAST(? AS DECIMAL(10,2)) AS amount', [at, '12.50']);
    const second = await db.query('SELECT COUNT(*) AS n FROM (SELECT 1 UNION ALL SELECT 2) t');
    expect(together).toEqual([first, second]);
    expect(logged.filter((sql) => sql.startsWith('SELECT COUNT(*) AS n'))).toHaveLength(2);
  });

  it('sends the parallel reads of a request on one connection, in one query', async () => {
    // Sent alone, two reads in flight at once would each need a connection of the pool.
    const [[one], [two]] = (await Promise.all([
      db.query('SELECT CONNECTION_ID() AS id'),
      db.query('SELECT CONNECTION_ID() AS id'),
    ])) as Array<Array<{ id: number }>>;
    expect(one!.id).toBe(two!.id);
  });

  it("reports a failing read with TypeORM's own error, and its neighbours still answer", async () => {
    const [good, bad] = await Promise.allSettled([
      db.query('SELECT 1 AS ok'),
      db.query('SELECT missing_column FROM (SELECT 1 AS x) t'),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: [{ ok: 1 }] });
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason).toBeInstanceOf(QueryFailedError);
  });
});
