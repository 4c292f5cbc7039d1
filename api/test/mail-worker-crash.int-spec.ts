import { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { MAIL_BACKOFF_TYPE } from '../src/core/mail/mail-retry';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { bullConnection } from '../src/core/queue/queue.module';
import { MAIL_CONCURRENCY } from '../src/core/mail/mail-transport';
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
/** Mails the SMTP server accepts before it holds every later one unanswered, until the worker is killed. */
const ANSWERED_FIRST = 3;

/** The built worker, delivering to the test's SMTP server; it takes over a dead worker's jobs in a second or two. */
const startWorker = (smtpPort: number): ChildProcess =>
  startWorkerProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

describe('a mail worker killed mid-burst', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let queue: Queue<EmailJobData>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtp({ answerFirst: ANSWERED_FIRST });
    await drainQueues(QueueName.Email);
    queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
  });

  afterAll(async () => {
    await stopWorkers(workers);
    await queue.close();
    await smtp.close();
  });

  it('loses no mail and sends none twice: a new worker delivers exactly the ones the dead worker held', async () => {
    const recipients = Array.from({ length: BURST }, () => uniqueEmail('burst'));
    const jobs = await queue.addBulk(
      recipients.map((to) => ({
        name: 'notice',
        data: { to, template: 'notice', data: { subject: 'Burst', heading: 'Burst', paragraphs: [] } },
        opts: { attempts: 20, backoff: { type: MAIL_BACKOFF_TYPE } },
      })),
    );
    const mine = new Set(recipients);
    const received = () => smtp.inbox.flatMap((m) => m.to).filter((to) => mine.has(to));
    const states = () => Promise.all(jobs.map((job) => queue.getJobState(job.id!)));

    const first = startWorker(smtp.port);
    workers.push(first);
    // Killed without warning while it holds a full hand of jobs, each in the middle of its SMTP exchange:
    // the first mails are through, the others are in its hands. A worker takes a new job only once it has
    // finished one, so by now the mails that went through are completed.
    await whileRunning(first, () => smtp.held() === MAIL_CONCURRENCY, 60_000);
    first.kill('SIGKILL');
    await stopped(first);
    expect(received()).toHaveLength(ANSWERED_FIRST);
    expect((await states()).filter((s) => s === 'active')).toHaveLength(MAIL_CONCURRENCY);
    await waitFor(() => smtp.held() === 0);
    smtp.release();

    workers.push(startWorker(smtp.port));
    await waitFor(async () => (await states()).every((s) => s === 'completed'), 60_000);
    // Every mail exactly once: none lost, none repeated.
    expect(received().sort()).toEqual([...recipients].sort());
  }, 120_000);
});
