import type { NestExpressApplication } from '@nestjs/platform-express';
import { MailOutbox, signUpVerified } from './support/accounts';
import { startHttpApp } from './support/api';
import { eventually, OwnRedis, TcpProxy } from './support/outages';

/**
 * Outages of Redis and of the database, with a Redis of this file's own (stopped and started again) and a
 * TCP proxy in front of MariaDB (closed and opened again); the machine's services are never touched.
 */
let redis: OwnRedis;
let database: TcpProxy;
let app: NestExpressApplication;
let http: Awaited<ReturnType<typeof startHttpApp>>['http'];
let outbox: MailOutbox;
let token: string;
const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };

beforeAll(async () => {
  redis = await OwnRedis.start();
  const real = new URL(process.env.DATABASE_URL!);
  database = await TcpProxy.start({ host: real.hostname, port: Number(real.port || 3306) });
  const proxied = new URL(real);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(database.port);
  process.env.DATABASE_URL = proxied.toString();
  process.env.REDIS_URL = redis.url(3);
  ({ app, http } = await startHttpApp());
  outbox = new MailOutbox();
  ({ token } = await signUpVerified(http, outbox));
}, 60_000);

afterAll(async () => {
  // A failed test may leave an outage behind: end it first, so that everything closes without waiting.
  await database?.open();
  await redis?.start();
  await outbox?.close();
  await app?.close();
  await database?.close();
  await redis?.dispose();
  Object.assign(process.env, saved);
});

const me = () => http().get('/api/user').auth(token, { type: 'bearer' });

/** The 503 every face answers during an outage: the envelope and a Retry-After, no word about the session. */
function expectUnavailable(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual({
    status_code: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    data: null,
  });
}

describe('a Redis outage', () => {
  it('answers 503 with Retry-After (not 401) and health says so at once; the same token works after', async () => {
    await me().expect(200);
    await redis.stop();

    expectUnavailable(await me());
    const started = Date.now();
    const health = await http().get('/api/health');
    // Loose bound: the point is that nothing waits for Redis (an offline queue waited 5.5 s).
    expect(Date.now() - started).toBeLessThan(2000);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status_code: 503,
      message: 'degraded',
      data: { mysql: { status: 'up' }, redis: { status: 'down' } },
    });

    await redis.start();
    const back = await eventually(() => me().expect(200));
    expect(back.body.data.id).toEqual(expect.any(Number));
    await http().get('/api/health').expect(200);
  });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After while the database is unreachable, and recovers without a restart', async () => {
    await me().expect(200);
    await database.close();

    expectUnavailable(await me());
    expectUnavailable(await http().get('/api/countries/101'));
    const health = await http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.data).toMatchObject({ mysql: { status: 'down' }, redis: { status: 'up' } });

    await database.open();
    await eventually(() => me().expect(200));
    await http().get('/api/countries/101').expect(200);
  });
});
