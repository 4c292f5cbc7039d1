import { Test, type TestingModule } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Repository } from 'typeorm';
import { JsonLogger } from '../src/core/logging/json-logger';
import { MAIL_BACKOFF_TYPE, MAIL_RETRY_SCHEDULE, type RetrySchedule } from '../src/core/mail/mail-retry';
import type { EmailJobData } from '../src/core/mail/mail.service';
import { retryFailedJobs } from '../src/core/queue/failed-jobs';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { AccountsService } from '../src/modules/accounts/accounts.service';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { WorkerModule } from '../src/worker.module';
import { uniqueEmail } from './support/accounts';
import { paidPurchase } from './support/invoices';
import { waitFor } from './support/workers';

/** The production schedule's shape, in milliseconds instead of minutes: 20 tries over about 10 s. */
const SHORT_SCHEDULE: RetrySchedule = { attempts: 20, firstDelayMs: 150, maxDelayMs: 600 };

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server that can be stopped and started again on the same port (an outage of the relay). */
class Smtp {
  readonly inbox: Received[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // An outage cuts the connections the workers' pools keep open too (not a graceful 30 s drain).
      closeTimeout: 50,
      size: 5 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.inbox.filter((m) => m.to.includes(address));
  }
}

let smtp: Smtp;
let worker: TestingModule;
let queue: Queue<EmailJobData>;
let invoices: Repository<InvoiceEntity>;
/** The JSON lines the worker logged. */
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  smtp = new Smtp();
  await smtp.start(); // to learn a free port; the tests stop and start it
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  // The JSON logger writes one line per entry on stdout: keep the worker's, pass anything else on.
  const write = process.stdout.write.bind(process.stdout) as (chunk: string | Uint8Array) => boolean;
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const line = String(chunk);
    if (!line.startsWith('{"level"')) return write(chunk);
    logged.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  worker = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(MAIL_RETRY_SCHEDULE)
    .useValue(SHORT_SCHEDULE)
    .compile();
  worker.useLogger(new JsonLogger('info'));
  await worker.init();
  queue = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
  invoices = worker.get(getRepositoryToken(InvoiceEntity));
});

afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await smtp.stop();
  jest.restoreAllMocks();
});

async function member() {
  const email = uniqueEmail('receipt');
  const { id } = await worker.get(AccountsService).upsertVerifiedMember({
    user_type: '6',
    business_name: 'Spice Route',
    first_name: 'Asha',
    last_name: 'Patel',
    email,
    mobile_no: '9876543210',
    password: 'correct horse battery',
    country_id: 101,
    state_id: 4030,
    city_id: 134096,
  });
  return { id, email };
}

const logsOf = (jobId: string | undefined) => logged.filter((entry) => entry.job_id === jobId);

describe('mail while the SMTP server is down', () => {
  it('retries a receipt until SMTP is back, delivers it, and only then marks the invoice mailed', async () => {
    await smtp.stop();
    const buyer = await member();
    const invoice = await worker.get(InvoiceIssuerService).issue(paidPurchase(buyer.id));
    const jobId = `payment-receipt-invoice-${invoice.id}`;

    // The worker keeps trying, and each failure is logged with the job and template, never the mail.
    await waitFor(async () => ((await queue.getJob(jobId))?.attemptsMade ?? 0) >= 3);
    expect((await invoices.findOneByOrFail({ id: invoice.id })).receipt_mailed_at).toBeNull();
    expect(await queue.getJobState(jobId)).not.toBe('failed');
    const failures = logsOf(jobId).filter((entry) => entry.msg === 'mail delivery failed, will retry');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(failures[0]).toMatchObject({ level: 'warn', template: 'payment-receipt', attempt: 1 });
    expect(JSON.stringify(failures)).not.toMatch(new RegExp(`${buyer.email}|${invoice.invoice_no}|base64`));

    await smtp.start();
    const mail = await waitFor(() => smtp.to(buyer.email)[0]);
    expect(mail.raw).toContain(`Subject: Payment receipt and GST invoice ${invoice.invoice_no}`);
    const mailed = await waitFor(
      async () => (await invoices.findOneByOrFail({ id: invoice.id })).receipt_mailed_at,
    );
    expect(mailed).toBeInstanceOf(Date);
    expect(await queue.getJobState(jobId)).toBe('completed');
    expect(smtp.to(buyer.email)).toHaveLength(1);
  });

  it('keeps a mail that failed for good, logs it, and sends it when staff retry failed jobs', async () => {
    await smtp.stop();
    const to = uniqueEmail('late');
    const job = await queue.add(
      'notice',
      { to, template: 'notice', data: { subject: 'Late', heading: 'Late', paragraphs: ['Secret body'] } },
      { attempts: 2, backoff: { type: MAIL_BACKOFF_TYPE } },
    );
    await waitFor(async () => (await queue.getJobState(job.id!)) === 'failed');
    expect(logsOf(job.id)).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'mail failed for good',
        template: 'notice',
        attempt: 2,
      }),
    );
    expect(JSON.stringify(logsOf(job.id))).not.toMatch(/Secret body|late-/);

    await smtp.start();
    expect(await retryFailedJobs(queue)).toBeGreaterThanOrEqual(1);
    await waitFor(() => smtp.to(to).length > 0);
    // The job is marked done just after the SMTP server took the mail.
    await waitFor(async () => (await queue.getJobState(job.id!)) === 'completed');
  });
});
