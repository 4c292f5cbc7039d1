import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import { AppConfig } from '../../../core/config/app-config';
import { QueueName } from '../../../core/queue/queue-names';
import { workerOptions } from '../../../core/queue/queue-worker';
import { InvoiceIssuerService, RECEIPT_DELIVERED } from '../invoice-issuer.service';
import type { PaidPurchase } from '../invoice.types';

type InvoiceJobData = PaidPurchase | { invoiceId: number };

/**
 * Issues the invoice of a confirmed payment and queues its receipt; a failed run is retried with backoff.
 * Also records a delivered receipt (RECEIPT_DELIVERED, queued by the e-mail worker).
 *
 * Built by hand like the e-mail worker (docs/decisions/100): its lock duration and stalled-job check come
 * from settings (INVOICE_QUEUE_LOCK_MS, INVOICE_QUEUE_STALLED_INTERVAL_MS). A worker that dies mid-job
 * loses no invoice: once its lock lapses another worker takes the job over, and issuing is idempotent per
 * payment (one invoice, one serial), so a job that was done but not marked done is done again harmlessly.
 */
@Injectable()
export class InvoiceJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InvoiceJob.name);
  private worker?: Worker<InvoiceJobData>;

  constructor(
    private readonly issuer: InvoiceIssuerService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.worker = new Worker<InvoiceJobData>(
      QueueName.Invoice,
      (job) => this.process(job),
      workerOptions(this.config.REDIS_URL, {
        concurrency: 2,
        lockMs: this.config.INVOICE_QUEUE_LOCK_MS,
        stalledIntervalMs: this.config.INVOICE_QUEUE_STALLED_INTERVAL_MS,
      }),
    );
    this.worker.on('failed', (job, error) => {
      if (job && error?.message.includes('stalled'))
        this.logger.error({ msg: 'invoice job failed for good', job_id: job.id, error: error.message });
    });
    this.worker.on('error', (error) =>
      this.logger.warn({ msg: 'invoice worker error', error: error.message }),
    );
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  async process(job: Job<InvoiceJobData>): Promise<{ invoiceId: number; invoiceNo?: string }> {
    if (job.name === RECEIPT_DELIVERED) {
      const { invoiceId } = job.data as { invoiceId: number };
      await this.issuer.markReceiptMailed(invoiceId);
      this.logger.log({ msg: 'invoice receipt delivered', job_id: job.id, invoice_id: invoiceId });
      return { invoiceId };
    }
    const invoice = await this.issuer.issue(job.data as PaidPurchase);
    this.logger.log({
      msg: 'invoice issued',
      job_id: job.id,
      invoice_no: invoice.invoice_no,
      attempt: job.attemptsMade + 1,
    });
    return { invoiceId: invoice.id, invoiceNo: invoice.invoice_no };
  }
}
