import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { SendEmailJob } from '../src/core/mail/jobs/send-email.job';
import { type EmailJobData, MailService } from '../src/core/mail/mail.service';
import { WorkerModule } from '../src/worker.module';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, inbox };
}

async function waitFor<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('email queue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = 'Restaurant Community <no-reply@restaurant.local>';
    // Earlier test files leave their mails queued (no worker runs there): this worker would send them all
    // before the one the test waits for.
    const queued = new Queue(QueueName.Email, { connection: bullConnection(process.env.REDIS_URL!) });
    await queued.drain(true);
    await queued.close();
    // Set before the worker starts: it reads its settings once, when its modules initialise.
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });

  afterAll(async () => {
    await worker?.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers a queued mail through SMTP with an HTML and a text part', async () => {
    const to = `queue-test-${Date.now()}@example.com`;
    await worker.get(MailService).send(to, 'notice', {
      subject: 'Queue check',
      heading: 'Hello from the queue',
      paragraphs: ['Line one & more'],
    });

    const mail = await waitFor(() => smtp.inbox.find((m) => m.to.includes(to)));
    expect(mail.from).toBe('no-reply@restaurant.local');
    expect(mail.raw).toMatch(/^Subject: Queue check$/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('Line one &amp; more');
  });

  it('sends a mail queued twice with the same key only once', async () => {
    const to = `dedupe-${Date.now()}@example.com`;
    const mail = worker.get(MailService);
    await mail.send(to, 'notice', { subject: 'Once', heading: 'Once', paragraphs: [] }, `dedupe-${to}`);
    await mail.send(to, 'notice', { subject: 'Once', heading: 'Once', paragraphs: [] }, `dedupe-${to}`);
    await waitFor(() => smtp.inbox.find((m) => m.to.includes(to)));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.inbox.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('keeps no code in Redis once the mail is sent, and never sends a sent job again', async () => {
    const to = `otp-kept-${Date.now()}@example.com`;
    const code = String(100000 + Math.floor(Math.random() * 800000));
    const key = `forget-${to}`;
    await worker.get(MailService).send(to, 'email-otp', { first_name: 'Asha', code, minutes: 10 }, key);
    const mail = await waitFor(() => smtp.inbox.find((m) => m.to.includes(to)));
    expect(mail.raw).toContain(code);

    const queue = new Queue<EmailJobData>(QueueName.Email, {
      connection: bullConnection(process.env.REDIS_URL!),
    });
    const client = new Redis(process.env.REDIS_URL!);
    try {
      const jobId = `email-otp-${key}`;
      let job = await queue.getJob(jobId);
      const until = Date.now() + 15_000;
      while ((await job?.getState()) !== 'completed' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        job = await queue.getJob(jobId);
      }
      expect(await job!.getState()).toBe('completed');
      expect(job!.data).toEqual({
        to,
        template: 'email-otp',
        data: null,
        sent: { messageId: expect.any(String) },
      });
      // Nothing under the queue's keys holds the code any more (the job, its logs, its events).
      const keys = await client.keys(`bull:${QueueName.Email}:*`);
      for (const k of keys) {
        const type = await client.type(k);
        const text =
          type === 'hash'
            ? JSON.stringify(await client.hgetall(k))
            : type === 'string'
              ? String(await client.get(k))
              : type === 'list'
                ? JSON.stringify(await client.lrange(k, 0, -1))
                : type === 'stream'
                  ? JSON.stringify(await client.xrange(k, '-', '+'))
                  : '';
        expect(text).not.toContain(code);
      }

      // The job as a worker that took it over would find it (its first worker died before completing it).
      const again = await worker.get(SendEmailJob).process(job!);
      expect(again).toEqual(job!.returnvalue);
      // process() returns once the SMTP server answered, so a second mail would be in the inbox by now.
      expect(smtp.inbox.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await queue.close();
      client.disconnect();
    }
  });
});
