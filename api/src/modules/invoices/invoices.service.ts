import { INVOICES_PER_PAGE, type InvoiceSummary, type Page } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { type FindOptionsWhere, In, Not, type Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { toPage } from '../../core/http/page';
import { QueueName } from '../../core/queue/queue-names';
import { InvoiceEntity } from './entities/invoice.entity';
import { renderInvoicePdf } from './invoice-pdf';
import { toInvoiceSummary } from './invoice.mappers';
import type { PaidPurchase } from './invoice.types';
import { InvoiceErrors } from './invoices.errors';

/** The job id of a payment's invoice: the same payment queued twice is one job. */
export const invoiceJobId = (paymentId: number) => `invoice-${paymentId}`;

/** GST invoices: queued by billing after a confirmed payment; listed and downloaded by their member. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectQueue(QueueName.Invoice) private readonly queue: Queue<PaidPurchase>,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
  ) {}

  /** Queues the invoice of a confirmed payment (idempotent per paymentId; the worker issues it). */
  async queueFor(purchase: PaidPurchase): Promise<void> {
    await this.queue.add('issue', purchase, { jobId: invoiceJobId(purchase.paymentId) });
  }

  /** The member's own invoices, newest first; Elite ones or the others when `isElite` is given. */
  async list(principal: Principal, isElite: 0 | 1 | undefined, page: number): Promise<Page<InvoiceSummary>> {
    const where: FindOptionsWhere<InvoiceEntity> = { user_id: principal.id };
    if (isElite !== undefined) where.kind = isElite ? 'elite' : Not('elite');
    const [rows, total] = await this.invoices.findAndCount({
      where,
      order: { id: 'DESC' },
      skip: (page - 1) * INVOICES_PER_PAGE,
      take: INVOICES_PER_PAGE,
    });
    return toPage(rows.map(toInvoiceSummary), total, page, INVOICES_PER_PAGE);
  }

  /** The invoice numbers of payments that have one, keyed by payment id (staff payment pages). One query. */
  async numbersOfPayments(paymentIds: number[]): Promise<Map<number, { id: number; invoice_no: string }>> {
    if (!paymentIds.length) return new Map();
    const rows = await this.invoices.find({
      select: { id: true, invoice_no: true, payment_id: true },
      where: { payment_id: In(paymentIds) },
    });
    return new Map(rows.map((r) => [r.payment_id, { id: r.id, invoice_no: r.invoice_no }]));
  }

  /** The PDF of one of the member's own invoices; someone else's is "not found", not "forbidden". */
  async pdf(principal: Principal, id: number): Promise<Buffer> {
    const invoice = await this.invoices.findOneBy({ id, user_id: principal.id });
    if (!invoice) throw new NotFoundError(InvoiceErrors.notFound);
    return renderInvoicePdf(invoice);
  }
}
