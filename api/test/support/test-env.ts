import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Settings for the test run. scripts/test.sh passes a separate database and Redis index; these are the
 * same defaults for a developer running `npm test -w @app/api` directly.
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
