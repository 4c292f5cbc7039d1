import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { restoreBackup } from '../src/core/backup/backup-archive';
import { BackupService } from '../src/core/backup/backup.service';
import { loadConfig } from '../src/core/config/app-config';
import { LocalDiskStorage } from '../src/core/storage/local-disk.storage';
import { StorageDriver } from '../src/core/storage/storage.driver';
import { freshIp, signUpVerified } from './support/accounts';
import { startHttpApp, useTestApi } from './support/api';
import { bytes, listQuery, staffAuth, staffMember } from './support/staff';

/**
 * The restore drill (issue 37): fill the database and the store, back up, restore into an empty database
 * and an empty store, compare every table's checksum and every file's hash, then start the API on the
 * restored copy and sign a member in. The test database stays as it is (other files use it): the "wiped"
 * side is a database and a store of their own.
 */
let backupDir: string;
beforeAll(async () => {
  backupDir = await mkdtemp(join(tmpdir(), 'restaurant-backups-'));
  process.env.BACKUP_DIR = backupDir;
});
const api = useTestApi();
const { http, outbox } = api;

const sourceUrl = process.env.DATABASE_URL!;
const restoredName = `${new URL(sourceUrl).pathname.slice(1)}_restored`;
const restoredUrl = sourceUrl.replace(/\/[^/]+$/, `/${restoredName}`);
let restoredStore: string;

afterAll(async () => {
  delete process.env.BACKUP_DIR;
  const server = await createConnection({ uri: sourceUrl });
  await server.query(`DROP DATABASE IF EXISTS \`${restoredName}\``);
  await server.end();
  await rm(backupDir, { recursive: true, force: true });
  if (restoredStore) await rm(restoredStore, { recursive: true, force: true });
});

/**
 * CHECKSUM TABLE of every base table of a database, by table name. MariaDB's CHECKSUM TABLE is not
 * repeatable for a table with a STORED generated column (the same rows, restored twice, give two
 * different sums), so those few tables are summed by content instead: row count and the XOR of each row's
 * SHA-256 over its stored columns (NULL told apart from empty).
 */
async function checksums(databaseUrl: string): Promise<Record<string, string>> {
  const connection = await createConnection({ uri: databaseUrl });
  try {
    const [columns] = await connection.query(
      `SELECT c.TABLE_NAME AS tableName, c.COLUMN_NAME AS name, c.EXTRA AS extra
         FROM information_schema.COLUMNS c JOIN information_schema.TABLES t
           ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
        WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
        ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
    );
    const tables = new Map<string, { stored: string[]; generated: boolean }>();
    for (const column of columns as Array<{ tableName: string; name: string; extra: string }>) {
      const table = tables.get(column.tableName) ?? { stored: [], generated: false };
      if (/GENERATED/i.test(column.extra)) table.generated = true;
      else table.stored.push(column.name);
      tables.set(column.tableName, table);
    }
    const sums: Record<string, string> = {};
    const plain = [...tables].filter(([, table]) => !table.generated).map(([name]) => name);
    const [rows] = await connection.query(`CHECKSUM TABLE ${plain.map((name) => `\`${name}\``).join(', ')}`);
    for (const row of rows as Array<{ Table: string; Checksum: string | number }>)
      sums[row.Table.split('.').pop()!] = String(row.Checksum);
    for (const [name, table] of tables) {
      if (!table.generated) continue;
      const values = table.stored.map((column) => `IFNULL(HEX(\`${column}\`), 'NULL')`).join(', ');
      const [[sum]] = (await connection.query(
        `SELECT COUNT(*) AS n, BIT_XOR(CAST(CONV(LEFT(SHA2(CONCAT_WS('|', ${values}), 256), 16), 16, 10) AS UNSIGNED)) AS x FROM \`${name}\``,
      )) as unknown as [[{ n: number; x: string }]];
      sums[name] = `content ${sum.n} ${sum.x}`;
    }
    return sums;
  } finally {
    await connection.end();
  }
}

/** SHA-256 of every stored file, by key. */
async function fileHashes(storage: StorageDriver): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of storage.list()) {
    const file = (await storage.get(key))!;
    const hash = createHash('sha256');
    for await (const chunk of file.stream) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

describe('backups in the console', () => {
  it('lets the superadmin start a backup, see it with its size and duration, and download it, all audit-logged', async () => {
    const admin = await staffMember(api, 'superadmin');
    const queued = await http().post('/admin-api/backups').set(staffAuth(admin)).expect(201);
    expect(queued.body).toMatchObject({
      status: 'queued',
      trigger: 'console',
      started_by_staff_id: admin.id,
    });

    // What the worker does with the queued job (no worker runs in API specs).
    await api.app.get(BackupService).perform(queued.body.id as number);

    const list = await http()
      .get('/admin-api/backups')
      .query(listQuery({ range: [0, 9] }))
      .set(staffAuth(admin))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^backups 0-\d+\/\d+$/);
    const run = (list.body as Array<Record<string, unknown>>).find((row) => row.id === queued.body.id)!;
    expect(run).toMatchObject({ status: 'succeeded', downloadable: true });
    expect(run.size_bytes).toEqual(expect.any(Number));
    expect(run.duration_ms).toEqual(expect.any(Number));

    const download = await http()
      .get(`/admin-api/backups/${run.id}/download`)
      .set(staffAuth(admin))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(
      createHash('sha256')
        .update(download.body as Buffer)
        .digest('hex'),
    ).toBe(run.sha256);

    const audit = await api.db.query(
      "SELECT action FROM audit_log WHERE staff_id = ? AND target_type = 'backup' AND target_id = ? ORDER BY id",
      [admin.id, run.id],
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'backup.start',
      'backup.download',
    ]);
  }, 120_000);

  it('refuses other roles, and answers 404 for a backup that is not there or an id that is not one (decision 072)', async () => {
    const admin = await staffMember(api, 'superadmin');
    for (const role of ['moderator', 'finance', 'content_editor'] as const) {
      const staff = await staffMember(api, role);
      await http().get('/admin-api/backups').set(staffAuth(staff)).expect(403);
      await http().post('/admin-api/backups').set(staffAuth(staff)).expect(403);
    }
    await http().get('/admin-api/backups/4000000000/download').set(staffAuth(admin)).expect(404);
    await http().get('/admin-api/backups/abc/download').set(staffAuth(admin)).expect(404);
  });
});

describe('backup and restore drill', () => {
  it('restores the database table for table and the files byte for byte, and the API signs a member in on the copy', async () => {
    // Fill: a member, some stored files (public and private), whatever earlier specs left.
    const member = await signUpVerified(http, outbox);
    const storage = api.app.get(StorageDriver);
    await storage.put('posts/drill/photo.jpg', randomBytes(50_000), 'image/jpeg');
    await storage.put('documents/drill/contract.pdf', randomBytes(2_000), 'application/pdf');

    const backups = api.app.get(BackupService);
    const run = await backups.perform(null, 'cli');
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'cli', downloadable: true });
    expect(run.size_bytes).toBeGreaterThan(1000);
    expect(run.file_name).toMatch(/^restaurant-backup-\d{8}T\d{6}Z\.tar\.gz$/);

    // backup_runs records the backup itself, so it changed when the run finished: every other table
    // must be exactly as dumped.
    const before = await checksums(sourceUrl);
    delete before.backup_runs;
    const filesBefore = await fileHashes(storage);
    expect(Object.keys(filesBefore)).toEqual(
      expect.arrayContaining(['posts/drill/photo.jpg', 'documents/drill/contract.pdf']),
    );

    // Restore into an empty database and an empty store.
    const server = await createConnection({ uri: sourceUrl });
    await server.query(`DROP DATABASE IF EXISTS \`${restoredName}\``);
    await server.end();
    restoredStore = await mkdtemp(join(tmpdir(), 'restaurant-restored-storage-'));
    const restoredStorage = new LocalDiskStorage(loadConfig({ STORAGE_DIR: restoredStore }));
    const restored = await restoreBackup({
      archive: join(backupDir, run.file_name!),
      databaseUrl: restoredUrl,
      storage: restoredStorage,
    });
    expect(restored.files).toBe(Object.keys(filesBefore).length);
    expect(restored.manifest.database.name).toBe(new URL(sourceUrl).pathname.slice(1));

    const after = await checksums(restoredUrl);
    delete after.backup_runs;
    expect(Object.keys(after).length).toBeGreaterThan(50);
    expect(after).toEqual(before);
    expect(await fileHashes(restoredStorage)).toEqual(filesBefore);

    // A second restore over it is refused: restore fills empty databases only.
    await expect(
      restoreBackup({
        archive: join(backupDir, run.file_name!),
        databaseUrl: restoredUrl,
        storage: restoredStorage,
      }),
    ).rejects.toThrow(/not empty/);

    // The API on the restored copy: the member signs in with their password.
    const saved = { DATABASE_URL: process.env.DATABASE_URL, STORAGE_DIR: process.env.STORAGE_DIR };
    process.env.DATABASE_URL = restoredUrl;
    process.env.STORAGE_DIR = restoredStore;
    const copy = await startHttpApp();
    try {
      const login = await copy
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: member.payload.email, password: member.payload.password, remember_me: '0' })
        .expect(200);
      expect(login.body.data).toMatchObject({ id: member.id, email: member.payload.email });
      const photo = await copy
        .http()
        .get('/api/files/posts/drill/photo.jpg')
        .buffer(true)
        .parse(bytes)
        .expect(200);
      expect(
        createHash('sha256')
          .update(photo.body as Buffer)
          .digest('hex'),
      ).toBe(filesBefore['posts/drill/photo.jpg']);
    } finally {
      await copy.app.close();
      Object.assign(process.env, saved);
    }
    // A dump and a restore of the whole schema (150,000 cities) take a while on a busy two-core machine.
  }, 180_000);
});
