import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { Queue } from 'bullmq';
import { createConnection } from 'mysql2/promise';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { freshIp, signupPayload } from './support/accounts';
import {
  drainQueues,
  logLines,
  startApiProcess,
  startSmtp,
  startWorkerProcess,
  stopped,
  stopWorkers,
  waitFor,
  whileRunning,
} from './support/workers';

const BURST = 36;
const PARALLEL = 6;
/** Answers the API gives before it is sent SIGTERM. */
const ANSWERED_BEFORE_SIGTERM = 8;

type Outcome = { email: string; status?: number; error?: string };

/** One sign-up on a connection of its own (no keep-alive): an answer's status, or the socket error. */
function signUp(port: number, payload: Record<string, unknown>): Promise<Outcome> {
  const body = JSON.stringify(payload);
  const email = payload.email as string;
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/users',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': freshIp(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ email, status: res.statusCode }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ email, error: error.code ?? 'ERR' }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ email, error: error.code ?? String(error) }));
    req.end(body);
  });
}

const exitCode = (child: ChildProcess) => stopped(child).then(() => child.exitCode);

/**
 * SIGTERM during a burst (docs/decisions/266), against the built API and worker as production runs them:
 * the API stops accepting, answers every request it had accepted and exits 0; the worker finishes the mail
 * it was delivering, leaves the waiting ones in the queue and exits 0; a new worker sends those. Every
 * accepted sign-up gets its code mail exactly once; a refused one left nothing behind.
 */
describe('SIGTERM during a burst of sign-ups', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const children: ChildProcess[] = [];
  let queue: Queue;
  let failedBefore: number;

  beforeAll(async () => {
    queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
    // The first two mails are answered; later ones are held mid-delivery until release().
    smtp = await startSmtp({ answerFirst: 2 });
    await drainQueues(QueueName.Email);
    failedBefore = await queue.getFailedCount();
  });

  afterAll(async () => {
    await stopWorkers(children);
    await queue.close();
    await smtp.close();
  });

  it('loses no accepted request and no job, and runs none twice', async () => {
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const api = await startApiProcess({ SMTP_URL: smtpUrl, LOG_LEVEL: 'info' }, { stdout: 'pipe' });
    children.push(api.child);
    const apiLines = logLines(api.child);
    const first = startWorkerProcess({ SMTP_URL: smtpUrl, LOG_LEVEL: 'info' }, { stdout: 'pipe' });
    children.push(first);
    const firstLines = logLines(first);

    // The burst: PARALLEL sign-ups in flight at all times; SIGTERM once some were answered.
    const payloads = Array.from({ length: BURST }, () => signupPayload());
    const outcomes: Outcome[] = [];
    let next = 0;
    let apiStopped: Promise<number | null> | undefined;
    const runner = async () => {
      while (next < payloads.length) {
        const outcome = await signUp(api.port, payloads[next++]);
        outcomes.push(outcome);
        if (!apiStopped && outcomes.length >= ANSWERED_BEFORE_SIGTERM) {
          api.child.kill('SIGTERM');
          apiStopped = exitCode(api.child);
        }
      }
    };
    const burst = Promise.all(Array.from({ length: PARALLEL }, runner));

    // Meanwhile the worker is sent SIGTERM while it holds mails mid-delivery; they are then let through.
    await whileRunning(first, () => smtp.held() > 0, 60_000);
    first.kill('SIGTERM');
    await waitFor(() => firstLines.some((line) => line.msg === 'stopping'));
    smtp.release();
    const firstCode = await exitCode(first);
    // (The lines it wrote at error level, shown when it did not exit cleanly.)
    expect({ code: firstCode, errors: firstLines.filter((line) => line.level === 'error') }).toMatchObject({
      code: 0,
    });
    const stoppingAt = firstLines.findIndex((line) => line.msg === 'stopping');
    // It finished the deliveries it had started after being told to stop.
    expect(firstLines.slice(stoppingAt).filter((line) => line.msg === 'mail sent').length).toBeGreaterThan(0);

    await burst;
    const apiCode = await apiStopped;
    expect({ code: apiCode, errors: apiLines.filter((line) => line.level === 'error') }).toMatchObject({
      code: 0,
    });
    const stopping = apiLines.find((line) => line.msg === 'stopping');
    expect(stopping?.in_flight).toBeGreaterThan(0);
    expect(apiLines.some((line) => line.msg === 'stopped')).toBe(true);

    // Every request was either answered 201 or refused at the door (the listener was closed).
    const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const refused = outcomes.filter((o) => o.status === undefined);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
    expect(refused.every((o) => o.error === 'ECONNREFUSED' || o.error === 'ECONNRESET')).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGTERM);
    expect(refused.length).toBeGreaterThan(0);

    const db = await createConnection(process.env.DATABASE_URL!);
    try {
      const [rows] = await db.query('SELECT email FROM users WHERE email IN (?)', [
        payloads.map((p) => p.email),
      ]);
      // A refused sign-up left no member behind; an accepted one is there.
      expect((rows as Array<{ email: string }>).map((r) => r.email).sort()).toEqual([...accepted].sort());
    } finally {
      await db.end();
    }

    // A new worker sends what the first one left waiting: each accepted sign-up's code exactly once.
    const second = startWorkerProcess({ SMTP_URL: smtpUrl });
    children.push(second);
    const mine = new Set(payloads.map((p) => p.email as string));
    const received = () => smtp.inbox.flatMap((mail) => mail.to).filter((to) => mine.has(to));
    await whileRunning(second, () => new Set(received()).size === accepted.length, 60_000);
    await whileRunning(second, async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
      return counts.waiting + counts.active + counts.delayed === 0;
    });
    expect(await queue.getFailedCount()).toBe(failedBefore);
    expect(received().sort()).toEqual([...accepted].sort());
  }, 300_000);
});
