import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Repository } from 'typeorm';
import { Queue } from 'bullmq';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { InvoicesService } from '../src/modules/invoices/invoices.service';
import { WorkerModule } from '../src/worker.module';
import { invoicedMember, paidPurchase } from './support/invoices';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

/** A real SMTP server on a free local port that keeps the raw mails it receives, by recipient. */
async function startSmtp() {
  const inbox: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
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

/** Polls until `read` gives a value (null and undefined mean "not yet"). */
async function waitFor<T>(
  read: () => Promise<T | null | undefined> | T | null | undefined,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let worker: INestApplicationContext;
let invoices: Repository<InvoiceEntity>;

beforeAll(async () => {
  smtp = await startSmtp();
  // Set before the worker starts: it reads its settings once, when its modules initialise.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  invoices = api.app.get(getRepositoryToken(InvoiceEntity));
  // Earlier test files leave their jobs queued (no worker runs there): hundreds of sign-up codes and
  // invoices this worker would otherwise work through before the receipt the test waits for.
  for (const name of [QueueName.Email, QueueName.Invoice]) {
    const queue = new Queue(name, { connection: bullConnection(process.env.REDIS_URL!) });
    await queue.drain(true);
    await queue.close();
  }
  worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
});
afterAll(async () => {
  await worker?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('invoice queue', () => {
  it('issues a queued payment once in the worker and mails the receipt with the PDF attached', async () => {
    const buyer = await invoicedMember(http, outbox);
    const paid = paidPurchase(buyer.id);
    const queue = api.app.get(InvoicesService);
    await queue.queueFor(paid);
    await queue.queueFor(paid);

    const invoice = await waitFor(() => invoices.findOneBy({ payment_id: paid.paymentId }));
    const receipts = () =>
      smtp.inbox.filter((m) => m.to.includes(buyer.email) && m.raw.includes('Payment receipt'));
    const mail = await waitFor(() => receipts()[0]);
    expect(mail.raw).toContain(`Subject: Payment receipt and GST invoice ${invoice.invoice_no}`);
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(mail.raw).toContain(`filename=invoice-${invoice.invoice_no}.pdf`);

    await waitFor(async () => (await invoices.findOneByOrFail({ id: invoice.id })).receipt_mailed_at);
    expect(await invoices.countBy({ payment_id: paid.paymentId })).toBe(1);
    expect(receipts()).toHaveLength(1);
  });
});
