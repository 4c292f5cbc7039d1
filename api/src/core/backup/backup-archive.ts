import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { createConnection } from 'mysql2/promise';
import type { AppConfig } from '../config/app-config';
import { contentTypeOf, type StorageDriver } from '../storage/storage.driver';
import { databaseTarget, run, withClientArgs } from './processes';

/** Bumped when the archive's layout changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;

/**
 * Settings worth keeping with a backup (to rebuild the deployment around it), by name: an allow-list, so
 * a secret added to AppConfig later is never copied by accident. URLs are kept without credentials.
 */
const KEPT_SETTINGS = [
  'NODE_ENV',
  'PUBLIC_WEB_URL',
  'PUBLIC_ADMIN_URL',
  'PUBLIC_API_URL',
  'STORAGE_DRIVER',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'MAIL_FROM',
  'TRUST_PROXY',
  'RATE_LIMIT_PER_MINUTE',
  'CONTACT_REVEALS_PER_DAY',
  'STAFF_2FA_REQUIRED_FOR_ALL',
  'DATABASE_REPLICA_STICKY_SECONDS',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_EMAIL',
  'CONTACT_INBOX_EMAIL',
  'SUPPLIER_NAME',
  'SUPPLIER_ADDRESS',
  'SUPPLIER_GSTIN',
  'SUPPLIER_STATE_ID',
  'SUPPLIER_STATE_CODE',
  'SUPPLIER_PAN',
  'SUPPLIER_LUT_REF',
  'INVOICE_SAC',
  'INVOICE_PREFIX',
  'BACKUP_KEEP_DAILY',
  'BACKUP_KEEP_WEEKLY',
  'BACKUP_SCHEDULE',
  'BACKUP_S3_BUCKET',
  'BACKUP_S3_PREFIX',
] as const satisfies readonly (keyof AppConfig)[];

/** The settings a backup carries: the allow-list above, credentials taken out of URLs. */
export function keptSettings(config: AppConfig): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of KEPT_SETTINGS) {
    const value = config[name];
    if (value === undefined) continue;
    kept[name] = typeof value === 'string' && /^[a-z]+:\/\//i.test(value) ? withoutCredentials(value) : value;
  }
  return kept;
}

function withoutCredentials(value: string): string {
  try {
    const url = new URL(value);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return value;
  }
}

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

/** manifest.json: what the archive holds, each part with its SHA-256, checked before anything is restored. */
export interface BackupManifest {
  format: number;
  created_at: string;
  database: { name: string; server: string; binlog: { file: string; position: number } | null };
  app: { version: string; commit: string | null };
  storage_driver: string;
  file_count: number;
  entries: ManifestEntry[];
}

export interface BackupResult {
  /** The archive's absolute path. */
  path: string;
  fileName: string;
  size: number;
  /** SHA-256 of the archive itself (also written beside it as `<name>.sha256`). */
  sha256: string;
  durationMs: number;
  manifest: BackupManifest;
}

/** `restaurant-backup-20261128T031500Z.tar.gz`: sorts by time, no characters a shell or URL minds. */
export function backupFileName(at: Date): string {
  return `restaurant-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;
}

/** A file name createBackup could have made (the download route accepts nothing else). */
export const BACKUP_FILE_NAME = /^restaurant-backup-\d{8}T\d{6}Z\.tar\.gz$/;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every regular file under a directory, as slash-separated paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The binary log position of the snapshot, when the server writes one (point-in-time recovery). */
async function binlogEnabled(databaseUrl: string): Promise<{ enabled: boolean; server: string }> {
  const connection = await createConnection({ uri: databaseUrl });
  try {
    const [rows] = await connection.query('SELECT @@log_bin AS log_bin, VERSION() AS version');
    const row = (rows as Array<{ log_bin: number; version: string }>)[0]!;
    return { enabled: Number(row.log_bin) === 1, server: row.version };
  } finally {
    await connection.end();
  }
}

/** `-- CHANGE MASTER TO MASTER_LOG_FILE='mariadb-bin.000012', MASTER_LOG_POS=1234;` in the dump's head. */
async function binlogPositionOf(dumpPath: string): Promise<{ file: string; position: number } | null> {
  const file = await open(dumpPath);
  const buffer = Buffer.alloc(8000);
  const { bytesRead } = await file.read(buffer, 0, buffer.length, 0).finally(() => file.close());
  const head = buffer.subarray(0, bytesRead).toString('utf8');
  const found = /MASTER_LOG_FILE='([^']+)',\s*MASTER_LOG_POS=(\d+)/.exec(head);
  return found ? { file: found[1]!, position: Number(found[2]) } : null;
}

export interface BackupOptions {
  config: AppConfig;
  storage: StorageDriver;
  /** Where the archive goes (created if missing). */
  directory: string;
  app: { version: string; commit: string | null };
  now?: Date;
}

/**
 * One consistent backup: the database dumped inside one transaction (`--single-transaction`: InnoDB reads
 * a snapshot, no table is locked, the site keeps writing), every stored file, the settings that are not
 * secrets, and a manifest with each part's SHA-256, packed into one dated .tar.gz (docs/operations.md).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const at = options.now ?? new Date(started);
  const fileName = backupFileName(at);
  const work = await mkdtemp(join(tmpdir(), 'restaurant-backup-'));
  try {
    const content = join(work, fileName.replace(/\.tar\.gz$/, ''));
    await mkdir(join(content, 'files'), { recursive: true });

    const target = databaseTarget(options.config.DATABASE_URL);
    const { enabled: binlog, server } = await binlogEnabled(options.config.DATABASE_URL);
    const dumpPath = join(content, 'database.sql');
    await withClientArgs(target, (client) =>
      run(
        'mariadb-dump',
        [
          ...client,
          '--single-transaction',
          '--quick',
          '--routines',
          '--triggers',
          '--hex-blob',
          '--default-character-set=utf8mb4',
          '--no-tablespaces',
          // The binary log position of the same snapshot, as a comment: where point-in-time recovery
          // starts replaying (docs/deploy.md). With --single-transaction MariaDB reads it without a lock.
          ...(binlog ? ['--master-data=2'] : []),
          target.database,
        ],
        { output: createWriteStream(dumpPath) },
      ),
    );

    let fileCount = 0;
    for await (const key of options.storage.list()) {
      const file = await options.storage.get(key);
      if (!file) continue; // deleted while we walked the store
      const path = join(content, 'files', ...key.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await pipeline(file.stream, createWriteStream(path));
      fileCount += 1;
    }
    await writeFile(join(content, 'settings.json'), JSON.stringify(keptSettings(options.config), null, 2));

    const entries: ManifestEntry[] = [];
    for (const path of await filesUnder(content)) {
      const absolute = join(content, ...path.split('/'));
      entries.push({ path, size: (await stat(absolute)).size, sha256: await sha256Of(absolute) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: at.toISOString(),
      database: { name: target.database, server, binlog: binlog ? await binlogPositionOf(dumpPath) : null },
      app: options.app,
      storage_driver: options.config.STORAGE_DRIVER,
      file_count: fileCount,
      entries,
    };
    await writeFile(join(content, 'manifest.json'), JSON.stringify(manifest, null, 2));

    await mkdir(options.directory, { recursive: true });
    const path = join(options.directory, fileName);
    // Packed aside and renamed, so a listed archive is always a whole one.
    const partial = `${path}.partial`;
    await run('tar', ['-czf', partial, '-C', work, fileName.replace(/\.tar\.gz$/, '')]);
    const sha256 = await sha256Of(partial);
    await writeFile(`${path}.sha256`, `${sha256}  ${fileName}\n`);
    await rename(partial, path);
    return {
      path,
      fileName,
      size: (await stat(path)).size,
      sha256,
      durationMs: Date.now() - started,
      manifest,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  archive: string;
  /** The database to fill: created if missing, refused unless it has no table. */
  databaseUrl: string;
  /** The store to fill: refused unless it holds no file. */
  storage: StorageDriver;
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  durationMs: number;
}

/**
 * MariaDB writes the account that created each trigger into the dump (`DEFINER=root@localhost`); restored
 * by another account that definer may not exist. Taken out, the triggers belong to the restoring account.
 */
function withoutDefiners(): Transform {
  // A decoder, not chunk.toString(): a character split across two chunks must not become U+FFFD (the
  // restore drill caught city names changing that way).
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const strip = (text: string) => text.replace(/\/\*!50017 DEFINER=`[^`]*`@`[^`]*`\s*\*\//g, '');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const cut = text.lastIndexOf('\n') + 1;
      carry = text.slice(cut);
      done(null, strip(text.slice(0, cut)));
    },
    flush(done) {
      done(null, strip(carry + decoder.end()));
    },
  });
}

/**
 * Restores an archive of createBackup into an empty database and an empty store. Every part is checked
 * against the manifest before anything is written, so a damaged archive changes nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const work = await mkdtemp(join(tmpdir(), 'restaurant-restore-'));
  try {
    await run('tar', ['-xzf', options.archive, '-C', work]);
    const [top] = await readdir(work);
    if (!top) throw new Error('The archive is empty');
    const content = join(work, top);
    const manifest = JSON.parse(await readFile(join(content, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new Error(`Unknown backup format ${manifest.format} (this version reads ${BACKUP_FORMAT})`);
    for (const entry of manifest.entries) {
      const actual = await sha256Of(join(content, ...entry.path.split('/'))).catch(() => 'missing');
      if (actual !== entry.sha256)
        throw new Error(`The archive is damaged: ${entry.path} does not match the manifest`);
    }

    for await (const key of options.storage.list()) {
      throw new Error(`The store is not empty (it holds ${key}); restore into an empty one`);
    }

    const target = databaseTarget(options.databaseUrl);
    const connection = await createConnection({ uri: options.databaseUrl.replace(/\/[^/]*$/, '/') });
    try {
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS \`${target.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      const [tables] = await connection.query(
        'SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
        [target.database],
      );
      if (Number((tables as Array<{ n: number }>)[0]!.n) > 0)
        throw new Error(`The database ${target.database} is not empty; restore into an empty one`);
    } finally {
      await connection.end();
    }
    await withClientArgs(target, (client) =>
      run('mariadb', [...client, '--default-character-set=utf8mb4', target.database], {
        input: createReadStream(join(content, 'database.sql')).pipe(withoutDefiners()),
      }),
    );

    let files = 0;
    const filesRoot = join(content, 'files');
    for (const key of await filesUnder(filesRoot)) {
      await options.storage.put(key, await readFile(join(filesRoot, ...key.split('/'))), contentTypeOf(key));
      files += 1;
    }
    return { manifest, files, durationMs: Date.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
