import { Queue } from 'bullmq';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_BACKOFF_TYPE } from '../src/core/mail/mail-retry';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { uniqueEmail } from './support/accounts';

/** The real worker entry point, as production runs it (built by `nx build api` before the tests). */
const WORKER = join(__dirname, '..', 'dist', 'worker.js');
const BURST = 24;
/** Each mail takes this long to be accepted, so the burst is still going when the worker is killed. */
const SMTP_DELAY_MS = 250;

async function startSlowSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

function startWorker(smtpPort: number): ChildProcess {
  return spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // A lapsed lock is noticed within a second or two instead of BullMQ's 30 s.
      MAIL_QUEUE_LOCK_MS: '1000',
      MAIL_QUEUE_STALLED_INTERVAL_MS: '500',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

describe('a mail worker killed mid-burst', () => {
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let queue: Queue<EmailJobData>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build the API first (npx nx build api)`);
    smtp = await startSlowSmtp();
    queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
  });

  afterAll(async () => {
    for (const child of workers) {
      child.kill('SIGTERM');
      await stopped(child);
    }
    await queue.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('loses no mail: a new worker delivers every one the dead worker held', async () => {
    const recipients = Array.from({ length: BURST }, () => uniqueEmail('burst'));
    const jobs = await queue.addBulk(
      recipients.map((to) => ({
        name: 'notice',
        data: { to, template: 'notice', data: { subject: 'Burst', heading: 'Burst', paragraphs: [] } },
        opts: { attempts: 20, backoff: { type: MAIL_BACKOFF_TYPE } },
      })),
    );
    const mine = new Set(recipients);
    const delivered = () => new Set(smtp.received.filter((to) => mine.has(to))).size;

    const first = startWorker(smtp.port);
    workers.push(first);
    // Killed without warning while it holds jobs: some mails are through, others in its hands.
    await waitFor(() => {
      if (first.exitCode !== null) throw new Error(`the worker exited by itself (code ${first.exitCode})`);
      return delivered() >= 3;
    });
    first.kill('SIGKILL');
    await stopped(first);
    const beforeRestart = delivered();
    expect(beforeRestart).toBeLessThan(BURST);
    expect(
      (await Promise.all(jobs.map((job) => queue.getJobState(job.id!)))).filter((s) => s === 'active').length,
    ).toBeGreaterThan(0);

    workers.push(startWorker(smtp.port));
    await waitFor(() => delivered() === BURST);
    await waitFor(async () =>
      (await Promise.all(jobs.map((job) => queue.getJobState(job.id!)))).every((s) => s === 'completed'),
    );
  }, 120_000);
});
