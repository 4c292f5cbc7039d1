#!/usr/bin/env node
// A local S3-compatible server (the npm package s3rver) for the scaled e2e stack: every API and worker
// process shares its bucket, as they would share a bucket on AWS or MinIO in production.
//
//   node scripts/s3-server.mjs --port PORT --dir DIRECTORY --bucket NAME
//
// Credentials are s3rver's fixed S3RVER / S3RVER. Runs until stopped (TERM).
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const S3rver = require('s3rver');

const { values } = parseArgs({
  options: { port: { type: 'string' }, dir: { type: 'string' }, bucket: { type: 'string' } },
});
if (!values.port || !values.dir || !values.bucket) {
  process.stderr.write('usage: node scripts/s3-server.mjs --port PORT --dir DIRECTORY --bucket NAME\n');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  silent: true,
  directory: values.dir,
  configureBuckets: [{ name: values.bucket, configs: [] }],
});
const { port } = await server.run();
console.log(`S3 server on http://127.0.0.1:${port}, bucket ${values.bucket}, files in ${values.dir}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
