import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerDatabaseUrl, workerRedisUrl } from './test-workers';

/**
 * Settings for the test run. scripts/test.sh passes a separate database and Redis index; these are the
 * same defaults for a developer running `npm test -w @app/api` directly.
 *
 * Jest runs the files in parallel workers (jest.config.cjs). Worker 1 uses the database and Redis index
 * named here; each further worker gets its own copies (test-workers.ts), so files in different workers
 * never see each other's rows, queues, rate limits or stored files, exactly as when they ran one by one.
 */
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ??= 'mysql://root@127.0.0.1:3306/restaurant_test';
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/1';
process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.LOG_LEVEL ??= 'error';
// No metrics listener: test files start many apps in one process (metrics.int-spec.ts names a port).
process.env.METRICS_PORT ??= '0';
// Tests stand in for the member site: they name each request's client in X-Forwarded-For (freshIp()) to
// keep per-address limits apart, which works only while loopback is a trusted proxy.
process.env.TRUST_PROXY ??= 'loopback';
// Uploads of the test run go to a scratch directory, not the developer's storage.
process.env.STORAGE_DIR ??= join(tmpdir(), 'restaurant-test-storage');

const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (worker > 1 && !process.env.TEST_WORKER_SETTINGS_APPLIED) {
  process.env.TEST_WORKER_SETTINGS_APPLIED = '1';
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.DATABASE_URL, worker);
  process.env.REDIS_URL = workerRedisUrl(process.env.REDIS_URL, worker);
  process.env.STORAGE_DIR = join(process.env.STORAGE_DIR, `worker-${worker}`);
}
