import type { CreditNoteSummary } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type Repository } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { DomainError, NotFoundError } from '../../../core/errors/domain-error';
import { CreditNoteCounterEntity, CreditNoteEntity } from '../entities/credit-note.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoiceClockService } from '../invoice-clock';
import { financialYearOf, formatInvoiceNo, istDate } from '../invoice-numbering';
import { renderInvoicePdf } from '../invoice-pdf';
import { writeNumbered } from '../numbered-series';
import { isDuplicateKey } from '../../../core/database/duplicate-key';

/** A credit note as billing and the console read it. */
export type { CreditNoteSummary };

const summary = (note: CreditNoteEntity, invoice: InvoiceEntity): CreditNoteSummary => ({
  id: note.id,
  credit_note_no: note.credit_note_no,
  note_date: note.note_date,
  invoice_id: invoice.id,
  invoice_no: invoice.invoice_no,
  reason: note.reason,
});

/**
 * Credit notes (Rule 53): issued when a paid payment is refunded, crediting its whole invoice, instead of
 * editing the invoice. One per invoice, however often it is asked for; numbered in their own series per
 * financial year (`RCCN2627-000001`), without gaps, like invoices.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    @InjectRepository(CreditNoteEntity) private readonly notes: Repository<CreditNoteEntity>,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: InvoiceClockService,
    private readonly config: AppConfig,
  ) {}

  /** The credit note of the payment's invoice, issued now unless it exists. 409 while there is no invoice. */
  async issueFor(paymentId: number, reason: string): Promise<CreditNoteSummary> {
    const invoice = await this.invoices.findOneBy({ payment_id: paymentId });
    if (!invoice)
      throw new DomainError(
        409,
        'This payment has no invoice yet, so no credit note can be issued; try again in a minute.',
      );
    const existing = await this.notes.findOneBy({ invoice_id: invoice.id });
    if (existing) return summary(existing, invoice);
    try {
      return summary(await this.insertNumbered(invoice, reason), invoice);
    } catch (error) {
      const winner = isDuplicateKey(error) ? await this.notes.findOneBy({ invoice_id: invoice.id }) : null;
      if (!winner) throw error;
      return summary(winner, invoice);
    }
  }

  /** The credit note of an invoice, if it has one. */
  async ofInvoice(invoiceId: number): Promise<CreditNoteSummary | null> {
    const note = await this.notes.findOneBy({ invoice_id: invoiceId });
    const invoice = note ? await this.invoices.findOneBy({ id: invoiceId }) : null;
    return note && invoice ? summary(note, invoice) : null;
  }

  /** The PDF of an invoice's credit note: the invoice's particulars under the credit note's heading. */
  async pdf(invoiceId: number): Promise<{ number: string; pdf: Buffer }> {
    const note = await this.notes.findOneBy({ invoice_id: invoiceId });
    const invoice = note ? await this.invoices.findOneBy({ id: invoiceId }) : null;
    if (!note || !invoice) throw new NotFoundError('This invoice has no credit note');
    const pdf = await renderInvoicePdf(invoice, {
      number: note.credit_note_no,
      date: note.note_date,
      issuedAt: note.issued_at,
      reason: note.reason,
    });
    return { number: note.credit_note_no, pdf };
  }

  private async insertNumbered(invoice: InvoiceEntity, reason: string): Promise<CreditNoteEntity> {
    const issuedAt = this.clock.now();
    const year = financialYearOf(issuedAt);
    return writeNumbered(this.dataSource, CreditNoteCounterEntity, year, (manager, serial) =>
      manager.save(
        manager.create(CreditNoteEntity, {
          credit_note_no: formatInvoiceNo(`${this.config.INVOICE_PREFIX}CN`, year, serial),
          financial_year: year,
          serial,
          invoice_id: invoice.id,
          payment_id: invoice.payment_id,
          reason: reason.slice(0, 500),
          note_date: istDate(issuedAt),
          issued_at: issuedAt,
          currency: invoice.currency,
          total_minor: invoice.total_minor,
          taxable_minor: invoice.taxable_minor,
          cgst_minor: invoice.cgst_minor,
          sgst_minor: invoice.sgst_minor,
          igst_minor: invoice.igst_minor,
        }),
      ),
    );
  }
}
