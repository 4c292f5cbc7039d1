import { randomInt } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../src/worker.module';
import { io } from 'socket.io-client';
import { LIVE_PATH } from '../src/core/live/live-gateway';
import { freshIp, signUpVerified, signupPayload } from './support/accounts';
import { useTestApi } from './support/api';
import { startSmtp, waitFor } from './support/workers';

/**
 * Prometheus metrics (issue 37): the API and the worker answer `GET /metrics` on their internal listener
 * (METRICS_PORT, METRICS_PORT + 1) with the families docs/operations.md lists; the public API refuses it.
 */
const metricsPort = 20_000 + 2 * randomInt(10_000);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const saved = { METRICS_PORT: process.env.METRICS_PORT, SMTP_URL: process.env.SMTP_URL };
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.METRICS_PORT = String(metricsPort);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
});
const api = useTestApi();
const { http } = api;
afterAll(async () => {
  Object.assign(process.env, saved);
  await smtp.close();
});

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

/** The value of one sample line, e.g. `mails_total{outcome="sent"}`, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics of the API', () => {
  it('counts requests by route template and status on the internal port, and the public API has no /metrics', async () => {
    await http().get('/api/countries/101').set('X-Forwarded-For', freshIp()).expect(200);
    await http().get('/api/countries/999999').set('X-Forwarded-For', freshIp()).expect(404);
    await http().get('/metrics').expect(404);
    await http().get('/api/metrics').expect(404);

    const text = await scrape(metricsPort);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/countries/:id",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/countries/:id",status="404"}')).toBe(1);
    expect(text).not.toMatch(/route="\/api\/countries\/101"/);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/countries\/:id",status_class="2xx"\} /m,
    );
    expect(sample(text, 'db_pool_connections{state="open"}')).toBeGreaterThan(0);
    for (const family of [
      'redis_errors_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_seconds gauge',
    ])
      expect(text).toContain(`# TYPE ${family}`);

    // Only GET /metrics: the listener serves nothing else.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

describe('live connections', () => {
  it('counts the open live-channel connections of the API process', async () => {
    await api.app.listen(0, '127.0.0.1');
    const url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    const member = await signUpVerified(http, api.outbox);
    const live = () => scrape(metricsPort).then((text) => sample(text, 'live_connections'));
    expect(await live()).toBe(0);

    const socket = io(url, {
      path: LIVE_PATH,
      auth: { token: member.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await live()).toBe(1);
      // A connection refused at the handshake (no valid credentials) is not counted.
      const refused = io(url, {
        path: LIVE_PATH,
        auth: { token: 'nope' },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve) => refused.once('connect_error', () => resolve()));
      refused.close();
      expect(await live()).toBe(1);
    } finally {
      socket.close();
    }
    await waitFor(async () => (await live()) === 0);
  });
});

describe('metrics of the worker', () => {
  let worker: INestApplicationContext | undefined;
  afterAll(async () => {
    await worker?.close();
  });

  it('reports queue depth, job durations, mails sent, payments and sign-ups on the next port', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    const payload = signupPayload();
    await http().post('/api/users').set('X-Forwarded-For', freshIp()).send(payload).expect(201);
    // A confirmed PayU payment and a failed Razorpay one: the payments family counts them per provider.
    const buyer = await signUpVerified(http, api.outbox);
    const { insertId: subscriptionId } = await api.db.query(
      'INSERT INTO subscriptions (user_id, plan_id) VALUES (?, 1)',
      [buyer.id],
    );
    const paymentsBefore = await scrape(metricsPort + 1);
    const count = (text: string, provider: string, status: string) =>
      sample(text, `payments{provider="${provider}",status="${status}"}`) ?? 0;
    for (const [provider, status] of [
      ['payu', 'paid'],
      ['razorpay', 'failed'],
    ])
      await api.db.query(
        `INSERT INTO payments (user_id, purpose, plan_id, subscription_id, provider, status, currency, list_amount_minor, discount_minor, amount_minor)
         VALUES (?, 'elite', 1, ?, ?, ?, 'INR', 99900, 0, 99900)`,
        [buyer.id, subscriptionId, provider, status],
      );
    await waitFor(() => smtp.inbox.some((mail) => mail.to.includes(payload.email as string)));

    const text = await waitFor(async () => {
      const current = await scrape(metricsPort + 1);
      return (sample(current, 'mails_total{outcome="sent"}') ?? 0) >= 1 ? current : null;
    });
    expect(sample(text, 'queue_jobs{queue="email",state="waiting"}')).toEqual(expect.any(Number));
    expect(sample(text, 'queue_jobs{queue="backup",state="failed"}')).toEqual(expect.any(Number));
    expect(text).toMatch(/^queue_job_duration_seconds_count\{queue="email",outcome="completed"\} [1-9]/m);
    expect(sample(text, 'member_signups')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE payments gauge');
    expect(count(text, 'payu', 'paid')).toBe(count(paymentsBefore, 'payu', 'paid') + 1);
    expect(count(text, 'razorpay', 'failed')).toBe(count(paymentsBefore, 'razorpay', 'failed') + 1);
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toEqual(expect.any(Number));
    expect(text).toContain('# TYPE queue_jobs_failed_total counter');
  }, 60_000);
});
