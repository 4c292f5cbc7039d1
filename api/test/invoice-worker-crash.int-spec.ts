import { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { In } from 'typeorm';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { InvoicesService } from '../src/modules/invoices/invoices.service';
import { useTestApi } from './support/api';
import { invoicedMember, paidPurchase } from './support/invoices';
import {
  drainQueues,
  startSmtp,
  startWorkerProcess,
  stopped,
  stopWorkers,
  waitFor,
  whileRunning,
} from './support/workers';

const api = useTestApi();
const { http, outbox } = api;

const BURST = 40;

/** The built worker, delivering to the test's SMTP server; it takes over a dead worker's jobs in a second or two. */
const startWorker = (smtpPort: number): ChildProcess =>
  startWorkerProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

describe('an invoice worker killed mid-burst', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let queue: Queue;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    // Only this file's jobs: a leftover invoice issued in between would take a serial of the burst's range.
    await drainQueues(QueueName.Invoice, QueueName.Email);
    queue = new Queue(QueueName.Invoice, { connection: bullConnection(process.env.REDIS_URL!) });
  });

  afterAll(async () => {
    await stopWorkers(workers);
    await queue?.close();
    await smtp?.close();
  });

  it('loses no invoice: one per payment, serials without gaps, every receipt delivered', async () => {
    const buyer = await invoicedMember(http, outbox);
    const payments = Array.from({ length: BURST }, () => paidPurchase(buyer.id));
    const paymentIds = payments.map((p) => p.paymentId);
    const invoices = api.db.getRepository(InvoiceEntity);
    const issued = () => invoices.countBy({ payment_id: In(paymentIds) });
    const jobStates = async () => {
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'], 0, -1);
      return jobs
        .filter((job) => job && paymentIds.includes(job.data.paymentId))
        .map((job) => job.getState());
    };
    const producer = api.app.get(InvoicesService);
    for (const payment of payments) await producer.queueFor(payment);

    const first = startWorker(smtp.port);
    workers.push(first);
    // Killed without warning while it holds jobs: some invoices are issued, others in its hands.
    await whileRunning(first, async () => (await issued()) >= 3, 60_000);
    first.kill('SIGKILL');
    await stopped(first);
    expect(await issued()).toBeLessThan(BURST);
    expect((await Promise.all(await jobStates())).filter((s) => s === 'active').length).toBeGreaterThan(0);

    // Within 25 s: well before BullMQ's default 30 s lock would have let anyone take the jobs over.
    workers.push(startWorker(smtp.port));
    await waitFor(async () => (await issued()) === BURST, 25_000);
    const rows = await invoices.findBy({ payment_id: In(paymentIds) });

    // One invoice per payment, one serial per invoice, and no serial of the range skipped.
    expect(new Set(rows.map((r) => r.payment_id)).size).toBe(BURST);
    expect(new Set(rows.map((r) => `${r.financial_year}/${r.serial}`)).size).toBe(BURST);
    const year = rows[0].financial_year;
    expect(rows.every((r) => r.financial_year === year)).toBe(true);
    const serials = rows.map((r) => r.serial);
    const [low, high] = [Math.min(...serials), Math.max(...serials)];
    const numbered = await invoices
      .createQueryBuilder('i')
      .where('i.financial_year = :year AND i.serial BETWEEN :low AND :high', { year, low, high })
      .getCount();
    expect(numbered).toBe(high - low + 1);

    // Every receipt reached the SMTP server and was recorded as delivered.
    await waitFor(
      async () => (await invoices.findBy({ payment_id: In(paymentIds) })).every((r) => r.receipt_mailed_at),
      60_000,
    );
    const received = smtp.inbox.filter((m) => m.to.includes(buyer.email)).map((m) => m.raw);
    for (const row of rows)
      expect(received.some((raw) => raw.includes(`filename=invoice-${row.invoice_no}.pdf`))).toBe(true);
    expect((await Promise.all(await jobStates())).filter((s) => s !== 'completed')).toEqual([]);
  }, 150_000);
});
