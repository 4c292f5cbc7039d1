import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../members';
import { NotificationsService } from '../notifications';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { QueueName } from '../../core/queue/queue-names';
import { InvoiceCounterEntity } from './entities/invoice-counter.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { type InvoiceDraft, draftInvoice } from './invoice-draft';
import { formatInvoiceNo, indianDate, istDate } from './invoice-numbering';
import { renderInvoicePdf } from './invoice-pdf';
import type { PaidPurchase } from './invoice.types';
import { InvoiceClockService } from './invoice-clock';
import { formatMoney } from './money';
import { ExchangeRatesService } from './exchange-rates.service';
import { SupplierDetailsService } from './supplier-details';
import { writeNumbered } from './numbered-series';
import { isDuplicateKey } from '../../core/database/duplicate-key';

/** The invoice queue's job that the e-mail worker queues once a receipt was delivered. */
export const RECEIPT_DELIVERED = 'receipt-delivered';

/**
 * Issues the invoice of a paid purchase (the invoice job's work). Safe to run any number of times for a
 * payment, at the same time too: one invoice, one number, one receipt mail.
 */
@Injectable()
export class InvoiceIssuerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: MemberDirectory,
    private readonly supplier: SupplierDetailsService,
    private readonly clock: InvoiceClockService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly rates: ExchangeRatesService,
  ) {}

  /** The invoice of the payment, issued now unless it exists; its receipt mail is queued once. */
  async issue(purchase: PaidPurchase): Promise<InvoiceEntity> {
    const existing = await this.dataSource
      .getRepository(InvoiceEntity)
      .findOneBy({ payment_id: purchase.paymentId });
    const invoice = existing ?? (await this.create(purchase));
    if (!existing)
      await this.notifications.notify({
        recipientId: invoice.user_id,
        kind: 'invoice_issued',
        actorId: null,
        subject: { type: 'invoice', id: invoice.id },
        link: `/download-invoice/${invoice.id}`,
      });
    await this.sendReceipt(invoice);
    return invoice;
  }

  private async create(purchase: PaidPurchase): Promise<InvoiceEntity> {
    const member = await this.directory.facts(purchase.userId);
    if (!member)
      throw new Error(`Cannot invoice payment ${purchase.paymentId}: member ${purchase.userId} not found`);
    const draft = draftInvoice({
      purchase,
      member,
      supplier: this.supplier.snapshot,
      sac: this.config.INVOICE_SAC,
      issuedAt: this.clock.now(),
    });
    // A foreign-currency invoice states its rupee value at its date's rate (decision 293); without a rate
    // yet it is issued all the same and valued when finance has entered one (see ExchangeRatesService).
    Object.assign(draft, await this.rates.valueOf(draft));
    try {
      return await this.insertNumbered(draft);
    } catch (error) {
      // A concurrent run issued this payment's invoice first; ours rolled back without using a number.
      const winner = isDuplicateKey(error)
        ? await this.dataSource.getRepository(InvoiceEntity).findOneBy({ payment_id: purchase.paymentId })
        : null;
      if (!winner) throw error;
      return winner;
    }
  }

  /** Numbers the invoice with the next serial of its financial year as it inserts it. */
  private insertNumbered(draft: InvoiceDraft): Promise<InvoiceEntity> {
    const year = draft.financial_year;
    return writeNumbered(this.dataSource, InvoiceCounterEntity, year, (manager, serial) =>
      manager.save(
        manager.create(InvoiceEntity, {
          ...draft,
          serial,
          invoice_no: formatInvoiceNo(this.config.INVOICE_PREFIX, year, serial),
        }),
      ),
    );
  }

  /**
   * Mails the receipt with the PDF unless it was delivered; the mail's key dedupes a run in between.
   * receipt_mailed_at is set when the SMTP server took the mail (the e-mail worker reports it back as a
   * RECEIPT_DELIVERED job, see markReceiptMailed), not when it is queued: a mail lost to an outage is not
   * counted as sent.
   */
  private async sendReceipt(invoice: InvoiceEntity): Promise<void> {
    if (invoice.receipt_mailed_at) return;
    const pdf = await renderInvoicePdf(invoice);
    const { recipient } = invoice.parties;
    // The mail in the member's language; the invoice PDF stays English (the tax document, decision 391).
    await this.mail.send(
      { email: recipient.email, language: await this.directory.languageOf(invoice.user_id) },
      'payment-receipt',
      {
        name: recipient.name,
        invoice_no: invoice.invoice_no,
        plan_name: invoice.plan_name,
        amount: formatMoney(invoice.total_minor, invoice.currency),
        paid_on: indianDate(istDate(invoice.paid_at)),
      },
      `invoice-${invoice.id}`,
      [
        {
          filename: `invoice-${invoice.invoice_no}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
      { queue: QueueName.Invoice, name: RECEIPT_DELIVERED, data: { invoiceId: invoice.id } },
    );
  }

  /** The receipt of an invoice was delivered (the e-mail worker's report); the first report counts. */
  async markReceiptMailed(invoiceId: number): Promise<void> {
    await this.dataSource
      .getRepository(InvoiceEntity)
      .update({ id: invoiceId, receipt_mailed_at: IsNull() }, { receipt_mailed_at: this.clock.now() });
  }
}
