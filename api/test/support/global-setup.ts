import { migrate } from '@app/migrations';
import { Redis } from 'ioredis';
import './test-env';
import { MAX_TEST_WORKERS, workerDatabaseUrl, workerRedisUrl } from './test-workers';

/**
 * Once per run: migrates the test database of every jest worker (created if missing) and empties each
 * worker's Redis index.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const workers = Math.min(Math.max(globalConfig.maxWorkers, 1), MAX_TEST_WORKERS);
  for (let worker = 1; worker <= workers; worker++) {
    await migrate(workerDatabaseUrl(process.env.DATABASE_URL!, worker));
    const redis = new Redis(workerRedisUrl(process.env.REDIS_URL!, worker));
    try {
      if (redis.options.db === 0)
        throw new Error('Tests refuse to flush Redis database 0: set REDIS_URL to another index');
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  }
}
