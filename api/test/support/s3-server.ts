import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver: a real S3-protocol HTTP server (npm), files in a scratch directory. Not a mock of the SDK: the
// driver under test talks HTTP and SigV4 to it exactly as to AWS or MinIO.
import S3rver from 's3rver';

export const TEST_S3_KEY_ID = 'S3RVER';
export const TEST_S3_SECRET = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point the API at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts an S3 server on a free port with one empty bucket. */
export async function startS3Server(bucket = 'restaurant-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'restaurant-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: TEST_S3_KEY_ID,
      S3_SECRET_ACCESS_KEY: TEST_S3_SECRET,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
