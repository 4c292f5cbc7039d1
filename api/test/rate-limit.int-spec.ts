import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../src/core/config/app-config';
import { RedisThrottlerStorage } from '../src/core/rate-limit/redis-throttler.storage';
import type { RedisClient } from '../src/core/redis/redis.module';
import './support/test-env';

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

/** Hits one fresh key `times` times with the given limit; the statuses of each hit. */
async function hit(scale: number, limit: number, times: number): Promise<boolean[]> {
  const storage = new RedisThrottlerStorage(
    redis as unknown as RedisClient,
    { RATE_LIMIT_SCALE: scale } as AppConfig,
  );
  const key = `test-${randomUUID()}`;
  const blocked: boolean[] = [];
  for (let i = 0; i < times; i++)
    blocked.push((await storage.increment(key, 60_000, limit, 0, 'default')).isBlocked);
  return blocked;
}

describe('per-address rate limits in Redis', () => {
  it('blocks the hit after the limit, and keeps blocking', async () => {
    expect(await hit(1, 2, 4)).toEqual([false, false, true, true]);
  });

  it('multiplies every limit by RATE_LIMIT_SCALE', async () => {
    expect(await hit(3, 2, 7)).toEqual([false, false, false, false, false, false, true]);
  });
});
