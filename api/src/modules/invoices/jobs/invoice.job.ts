import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueName } from '../../../core/queue/queue-names';
import { InvoiceIssuer, RECEIPT_DELIVERED } from '../invoice-issuer.service';
import type { PaidPurchase } from '../invoice.types';

/**
 * Issues the invoice of a confirmed payment and queues its receipt; a failed run is retried with backoff.
 * Also records a delivered receipt (RECEIPT_DELIVERED, queued by the e-mail worker).
 */
@Processor(QueueName.Invoice, { concurrency: 2 })
export class InvoiceJob extends WorkerHost {
  private readonly logger = new Logger(InvoiceJob.name);

  constructor(private readonly issuer: InvoiceIssuer) {
    super();
  }

  async process(
    job: Job<PaidPurchase> | Job<{ invoiceId: number }>,
  ): Promise<{ invoiceId: number; invoiceNo?: string }> {
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
