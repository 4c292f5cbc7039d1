import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BackupService } from '../src/core/backup/backup.service';
import { useTestApi } from './support/api';
import { startS3Server, TEST_S3_KEY_ID, TEST_S3_SECRET, type TestS3Server } from './support/s3-server';

/**
 * The nightly backup copied off the machine (issue 37, decision 330): with BACKUP_S3_BUCKET set, each
 * backup lands in the bucket (a real S3-protocol server) byte for byte with its checksum, retention removes
 * there what it removes in BACKUP_DIR, and a bucket that does not answer leaves the backup made and says so.
 * The storage stays on the local disk: the backups' bucket is not the files' one.
 */
let s3: TestS3Server;
let backupDir: string;
const saved: Record<string, string | undefined> = {};
const settings = (): Record<string, string> => ({
  BACKUP_DIR: backupDir,
  BACKUP_S3_BUCKET: s3.bucket,
  BACKUP_S3_PREFIX: 'nightly/',
  // Two days and one week, so that three runs of earlier nights show what is kept and what goes.
  BACKUP_KEEP_DAILY: '2',
  BACKUP_KEEP_WEEKLY: '1',
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: TEST_S3_KEY_ID,
  S3_SECRET_ACCESS_KEY: TEST_S3_SECRET,
});
beforeAll(async () => {
  s3 = await startS3Server('restaurant-backups');
  backupDir = await mkdtemp(join(tmpdir(), 'restaurant-backups-'));
  for (const [name, value] of Object.entries(settings())) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
const api = useTestApi();
afterAll(async () => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await s3?.close();
  await rm(backupDir, { recursive: true, force: true });
});

const client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: TEST_S3_KEY_ID, secretAccessKey: TEST_S3_SECRET },
  });

async function keys(bucket: S3Client): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'nightly/' }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function bytesOf(bucket: S3Client, key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  const chunks: Buffer[] = [];
  for await (const chunk of object.Body as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A backup of an earlier night, as if this worker had made and copied it then. */
async function earlierCopy(bucket: S3Client, finishedAt: Date): Promise<{ id: number; key: string }> {
  const fileName = `restaurant-backup-${finishedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;
  const key = `nightly/${fileName}`;
  await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'an older archive' }));
  await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${key}.sha256`, Body: 'sum' }));
  const result = await api.db.query(
    `INSERT INTO backup_runs (trigger_kind, status, file_name, size_bytes, sha256, copied_to, created_at,
       started_at, finished_at) VALUES ('scheduled', 'succeeded', ?, 16, ?, ?, ?, ?, ?)`,
    [fileName, 'a'.repeat(64), `s3://${s3.bucket}/${key}`, finishedAt, finishedAt, finishedAt],
  );
  return { id: Number((result as { insertId: number }).insertId), key };
}

describe('backups copied to an S3 bucket', () => {
  it('puts the nightly backup in the bucket byte for byte, and retention removes there what it removes here', async () => {
    const bucket = client();
    try {
      const day = 86_400_000;
      const today = new Date();
      const yesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - day;
      // Kept: last night's (the newest of its day). Pruned: an earlier one of that day, and one of 60 days ago.
      const lastNight = await earlierCopy(bucket, new Date(yesterday + 2.5 * 3_600_000));
      const sameDay = await earlierCopy(bucket, new Date(yesterday + 1 * 3_600_000));
      const tooOld = await earlierCopy(bucket, new Date(yesterday - 60 * day));

      // What the worker's scheduled job runs (BackupJob: 'scheduled-backup').
      const run = await api.app.get(BackupService).perform(null, 'scheduled');
      expect(run).toMatchObject({ status: 'succeeded', trigger: 'scheduled', copy_error: null });
      const key = `nightly/${run.file_name}`;
      expect(run.copied_to).toBe(`s3://${s3.bucket}/${key}`);

      const copy = await bytesOf(bucket, key);
      expect(copy.length).toBe((await stat(join(backupDir, run.file_name!))).size);
      expect(createHash('sha256').update(copy).digest('hex')).toBe(run.sha256);
      expect((await bytesOf(bucket, `${key}.sha256`)).toString()).toBe(`${run.sha256}  ${run.file_name}\n`);

      const remaining = await keys(bucket);
      expect(remaining).toEqual(expect.arrayContaining([key, `${key}.sha256`, lastNight.key]));
      expect(remaining).not.toContain(sameDay.key);
      expect(remaining).not.toContain(`${sameDay.key}.sha256`);
      expect(remaining).not.toContain(tooOld.key);
      const pruned: Array<{ id: number; pruned: number }> = await api.db.query(
        'SELECT id, pruned_at IS NOT NULL AS pruned FROM backup_runs WHERE id IN (?) ORDER BY id',
        [[lastNight.id, sameDay.id, tooOld.id]],
      );
      expect(pruned.map((row) => Number(row.pruned))).toEqual([0, 1, 1]);
    } finally {
      bucket.destroy();
    }
  }, 180_000);

  it('keeps a backup whose copy failed, downloadable, and records why', async () => {
    await s3.close(); // the bucket's server is gone
    const run = await api.app.get(BackupService).perform(null, 'scheduled');
    expect(run).toMatchObject({ status: 'succeeded', downloadable: true, copied_to: null });
    expect(run.copy_error).toEqual(expect.any(String));
    expect((await stat(join(backupDir, run.file_name!))).size).toBe(run.size_bytes);
    s3 = { ...s3, close: async () => undefined };
  }, 180_000);
});
