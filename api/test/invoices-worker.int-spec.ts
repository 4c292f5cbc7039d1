import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { InvoicesService } from '../src/modules/invoices/invoices.service';
import { WorkerModule } from '../src/worker.module';
import { invoicedMember, paidPurchase } from './support/invoices';
import { useTestApi } from './support/api';
import { drainQueues, startSmtp, waitFor } from './support/workers';

const api = useTestApi();
const { http, outbox } = api;

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
  await drainQueues(QueueName.Email, QueueName.Invoice);
  worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
});
afterAll(async () => {
  await worker?.close();
  await smtp?.close();
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
