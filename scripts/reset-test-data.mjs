#!/usr/bin/env node
// Gives the e2e stack a clean start: drops its database (migrate creates it again) and empties its
// Redis database (queues, rate limits, revoked sessions of the previous run).
//
//   node scripts/reset-test-data.mjs DATABASE_URL REDIS_URL
//
// Refuses anything that does not look like a throwaway: the database name must end in _e2e or _test
// (optionally followed by _<name>, for a second e2e stack),
// and the Redis database index must not be 0.

import mysql from 'mysql2/promise';
import { Redis } from 'ioredis';

const [databaseUrl, redisUrl] = process.argv.slice(2);
if (!databaseUrl || !redisUrl) {
  console.error('usage: reset-test-data.mjs DATABASE_URL REDIS_URL');
  process.exit(2);
}

const db = new URL(databaseUrl);
const dbName = decodeURIComponent(db.pathname.replace(/^\/+/, ''));
if (!/_(e2e|test)(_[a-z0-9]+)?$/.test(dbName)) {
  console.error(
    `reset-test-data.mjs: refusing to drop "${dbName}" (only *_e2e, *_test or *_e2e_<name> databases)`,
  );
  process.exit(2);
}
const redis = new URL(redisUrl);
const redisDb = Number(redis.pathname.replace(/^\/+/, '') || 0);
if (!Number.isInteger(redisDb) || redisDb === 0) {
  console.error(`reset-test-data.mjs: refusing to flush Redis db ${redisDb} (only a non-zero db index)`);
  process.exit(2);
}

db.pathname = '/';
const connection = await mysql.createConnection({ uri: db.toString(), connectTimeout: 10_000 });
try {
  await connection.query(`DROP DATABASE IF EXISTS \`${dbName.replace(/`/g, '``')}\``);
} finally {
  await connection.end();
}

const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 10_000, lazyConnect: true });
try {
  await client.connect();
  await client.flushdb();
} finally {
  client.disconnect();
}
console.log(`reset: dropped database ${dbName}, flushed Redis db ${redisDb}`);
