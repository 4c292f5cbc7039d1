import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import { freshIp } from './support/accounts';
import { startHttpApp } from './support/api';

/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client. Here the peer is always this process
 * (loopback); two API instances differ only in whether loopback is a trusted proxy. The global limit is
 * lowered to 2 a minute so that the third request from one client is refused.
 */
async function apiWith(trustProxy: string) {
  const saved = { TRUST_PROXY: process.env.TRUST_PROXY, LIMIT: process.env.RATE_LIMIT_PER_MINUTE };
  process.env.TRUST_PROXY = trustProxy;
  process.env.RATE_LIMIT_PER_MINUTE = '2';
  try {
    return await startHttpApp();
  } finally {
    process.env.TRUST_PROXY = saved.TRUST_PROXY;
    process.env.RATE_LIMIT_PER_MINUTE = saved.LIMIT;
  }
}

/** The loopback peer's own counters: earlier files must not count here, nor this file in the next ones. */
async function clearRateLimits() {
  const redis = new Redis(process.env.REDIS_URL!);
  const keys = await redis.keys('rl:*');
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

const apps: NestExpressApplication[] = [];
beforeAll(clearRateLimits);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await clearRateLimits();
});

async function statuses(
  http: Awaited<ReturnType<typeof startHttpApp>>['http'],
  forwardedFor: () => string,
): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < 3; i++) {
    seen.push((await http().get('/api/countries/101').set('X-Forwarded-For', forwardedFor())).status);
  }
  return seen;
}

describe('trusted proxies (TRUST_PROXY)', () => {
  it("ignores an untrusted peer's X-Forwarded-For: the limit counts the peer itself", async () => {
    const { app, http } = await apiWith('10.0.0.0/8');
    apps.push(app);
    expect(await statuses(http, freshIp)).toEqual([200, 200, 429]);
  });

  it("honours a trusted peer's X-Forwarded-For: each named client has its own limit", async () => {
    const { app, http } = await apiWith('loopback');
    apps.push(app);
    expect(await statuses(http, freshIp)).toEqual([200, 200, 200]);
    const one = freshIp();
    expect(await statuses(http, () => one)).toEqual([200, 200, 429]);
  });
});
