import { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { MAIL_BACKOFF_TYPE } from '../src/core/mail/mail-retry';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { uniqueEmail } from './support/accounts';
import {
  drainQueues,
  startSmtp,
  startWorkerProcess,
  stopped,
  stopWorkers,
  waitFor,
  whileRunning,
} from './support/workers';

const BURST = 24;
/** Each mail takes this long to be accepted, so the burst is still going when the worker is killed. */
const SMTP_DELAY_MS = 250;

/** The built worker, delivering to the test's SMTP server; it takes over a dead worker's jobs in a second or two. */
const startWorker = (smtpPort: number): ChildProcess =>
  startWorkerProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

describe('a mail worker killed mid-burst', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let queue: Queue<EmailJobData>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtp({ delayMs: SMTP_DELAY_MS });
    await drainQueues(QueueName.Email);
    queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
  });

  afterAll(async () => {
    await stopWorkers(workers);
    await queue.close();
    await smtp.close();
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
    const delivered = () => new Set(smtp.inbox.flatMap((m) => m.to).filter((to) => mine.has(to))).size;

    const first = startWorker(smtp.port);
    workers.push(first);
    // Killed without warning while it holds jobs: some mails are through, others in its hands.
    await whileRunning(first, () => delivered() >= 3, 60_000);
    first.kill('SIGKILL');
    await stopped(first);
    expect(delivered()).toBeLessThan(BURST);
    expect(
      (await Promise.all(jobs.map((job) => queue.getJobState(job.id!)))).filter((s) => s === 'active').length,
    ).toBeGreaterThan(0);

    workers.push(startWorker(smtp.port));
    await waitFor(() => delivered() === BURST, 60_000);
    await waitFor(
      async () =>
        (await Promise.all(jobs.map((job) => queue.getJobState(job.id!)))).every((s) => s === 'completed'),
      60_000,
    );
  }, 120_000);
});
