import { migrate } from '@app/migrations';
import { Redis } from 'ioredis';
import './test-env';

/** Migrates the test database (created if missing) and empties the test Redis index once per run. */
export default async function globalSetup() {
  await migrate(process.env.DATABASE_URL!);
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    if (redis.options.db === 0)
      throw new Error('Tests refuse to flush Redis database 0: set REDIS_URL to another index');
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
