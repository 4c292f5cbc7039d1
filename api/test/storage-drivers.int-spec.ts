import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../src/core/config/app-config';
import { storageDriverFor } from '../src/core/storage/storage.module';
import type { StorageDriver } from '../src/core/storage/storage.driver';
import { startS3Server, type TestS3Server } from './support/s3-server';

/**
 * The storage contract, the same cases for every driver: the local disk and S3 (a real S3-protocol
 * server on a free port). Every user of StorageDriver (avatars, post images and their derivatives,
 * blue-tick documents) relies on exactly these behaviours.
 */

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
let diskRoot: string;
const drivers: Record<string, () => StorageDriver> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await mkdtemp(join(tmpdir(), 'restaurant-disk-'));
  drivers.local = () => storageDriverFor(loadConfig({ STORAGE_DRIVER: 'local', STORAGE_DIR: diskRoot }));
  drivers.s3 = () => storageDriverFor(loadConfig(s3.env));
});

afterAll(async () => {
  await s3?.close();
  if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage driver', (name) => {
  let storage: StorageDriver;
  let n = 0;
  const key = (ext = 'jpg') => `posts/${name}/${Date.now()}-${++n}.${ext}`;

  beforeAll(() => {
    storage = drivers[name]();
  });

  it('gives back the bytes it stored, with their size', async () => {
    const k = key();
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage.put(k, body, 'image/jpeg');
    const file = await storage.get(k);
    expect(file?.size).toBe(body.length);
    expect((await bytesOf(file!.stream)).equals(body)).toBe(true);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get(key())).toBeNull();
  });

  it('replaces a file stored again under the same key', async () => {
    const k = key('pdf');
    await storage.put(k, Buffer.from('first version, longer'), 'application/pdf');
    await storage.put(k, Buffer.from('second'), 'application/pdf');
    const file = await storage.get(k);
    expect(file?.size).toBe(6);
    expect((await bytesOf(file!.stream)).toString()).toBe('second');
  });

  it('deletes a file, and deleting a missing file is no error', async () => {
    const k = key();
    await storage.put(k, Buffer.from('gone soon'), 'image/jpeg');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('keeps keys apart that share a prefix (nested paths)', async () => {
    const base = `bluetick/${name}-${Date.now()}`;
    await storage.put(`${base}/identity.pdf`, Buffer.from('identity'), 'application/pdf');
    await storage.put(`${base}/identity.pdf.bak`, Buffer.from('other'), 'application/pdf');
    expect((await bytesOf((await storage.get(`${base}/identity.pdf`))!.stream)).toString()).toBe('identity');
    expect(await storage.get(base)).toBeNull();
  });

  it.each(['../etc/passwd', 'posts/../../x', '/absolute/key', 'posts//double', 'posts/./x', 'back\\slash'])(
    'refuses the key %s for every operation',
    async (bad) => {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(bad)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe('S3 driver settings', () => {
  it('needs a bucket', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: must be set when STORAGE_DRIVER=s3/,
    );
  });

  it('keeps environments apart with S3_PREFIX', async () => {
    const staging = storageDriverFor(loadConfig({ ...s3.env, S3_PREFIX: 'staging/' }));
    const plain = drivers.s3();
    await staging.put('avatars/1/a.jpg', Buffer.from('staging'), 'image/jpeg');
    expect(await plain.get('avatars/1/a.jpg')).toBeNull();
    expect((await bytesOf((await plain.get('staging/avatars/1/a.jpg'))!.stream)).toString()).toBe('staging');
  });
});
