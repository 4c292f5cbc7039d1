import type { StaffInvoiceDetail } from '@app/contracts';
import { Controller, Get, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { AuditLogService } from '../../../core/audit/audit-log.service';
import { auditActor } from '../../../core/audit/audited';
import { StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { InvoiceIdParam } from '../dto/invoice-queries.dto';
import { ExportAborted } from '../../../core/exports/export-writer';
import { InvalidInputError } from '../../../core/errors/domain-error';
import { indianDate } from '../invoice-numbering';
import { ExchangeRatesService } from '../exchange-rates.service';
import { InvoiceExportsService } from './invoice-exports.service';
import { checkedInvoiceFilter, type StaffInvoiceFilter } from './staff-invoice-filter';
import { toStaffInvoice } from './staff-invoice.mappers';
import { StaffInvoicesService } from './staff-invoices.service';

const LIST_RULES = {
  sortable: ['id', 'invoice_date', 'invoice_no', 'total_minor'],
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
  maxLimit: 500,
};

/** The console's `filter` parameter, checked (sort and range are the list's business). */
function filterOf(raw: Record<string, unknown>): StaffInvoiceFilter {
  const { filter } = parseListQuery<Record<string, unknown>>({ filter: raw.filter }, LIST_RULES);
  return checkedInvoiceFilter(filter);
}

/** Today's date in UTC for a file name. */
const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * Invoices for finance (ra-data-simple-rest list and show), the totals of the filtered list, each invoice's
 * PDF, and the accountant's exports of the filtered list: the register (CSV) and the GSTR-1 sections (zip).
 * Exports stream with no row limit; `X-Export-Rows` tells the console how many invoices to expect.
 */
@ApiTags('admin: finance')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/invoices')
export class StaffInvoicesController {
  private readonly logger = new Logger(StaffInvoicesController.name);

  constructor(
    private readonly invoices: StaffInvoicesService,
    private readonly exports: InvoiceExportsService,
    private readonly audit: AuditLogService,
    private readonly creditNotes: CreditNotesService,
    private readonly rates: ExchangeRatesService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<Record<string, unknown>>(raw, LIST_RULES);
    const filter = checkedInvoiceFilter(query.filter);
    const [rows, total] = await this.invoices.list({ ...query, filter });
    return sendList(res, 'invoices', query.offset, rows.map(toStaffInvoice), total);
  }

  /** The sums of every invoice the filter selects, per currency (one aggregate query). */
  @Get('totals')
  async totals(@Query() raw: Record<string, unknown>) {
    return { data: await this.invoices.totals(filterOf(raw)) };
  }

  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Get('export/register.csv')
  register(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    return this.stream('register', raw, req, res);
  }

  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Get('export/gstr1.zip')
  gstr1(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response) {
    return this.stream('gstr1', raw, req, res);
  }

  @Get(':id')
  async get(@Param() { id }: InvoiceIdParam): Promise<StaffInvoiceDetail> {
    const invoice = toStaffInvoice(await this.invoices.get(id));
    return { ...invoice, credit_note: await this.creditNotes.ofInvoice(id) };
  }

  /** The credit note that cancelled the invoice (its payment was refunded), as a PDF. */
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @Get(':id/credit-note/pdf')
  async creditNotePdf(@Param() { id }: InvoiceIdParam, @Res() res: Response) {
    const { number, pdf } = await this.creditNotes.pdf(id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="credit-note-${number}.pdf"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(pdf);
  }

  /** The invoice's PDF, shown by the console from memory (the token never goes into an address). */
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @Get(':id/pdf')
  async pdf(@Param() { id }: InvoiceIdParam, @Res() res: Response) {
    const { invoice, pdf } = await this.invoices.pdf(id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="invoice-${invoice.invoice_no}.pdf"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(pdf);
  }

  /**
   * GSTR-1 is in rupees (decision 293): foreign invoices of the period issued before their rate was
   * entered are valued now; a currency and date still without a rate stops the export with a 422 that
   * names them, before the first byte.
   */
  private async valueInRupees(filter: StaffInvoiceFilter): Promise<void> {
    const missing = await this.rates.valueUnvalued(filter);
    if (missing.length === 0) return;
    throw new InvalidInputError(
      {
        exchange_rate: missing.map(
          (m) =>
            `No ${m.currency} rate on or before ${indianDate(m.invoice_date)}: add it under Exchange rates`,
        ),
      },
      'Some foreign-currency invoices have no exchange rate yet',
    );
  }

  /**
   * Checks the filter before the first byte (a bad one is a 422 in the envelope), counts the rows for the
   * console's progress bar, records who exported what, then streams. A failure after the first byte can
   * only cut the download short; it is logged.
   */
  private async stream(
    kind: 'register' | 'gstr1',
    raw: Record<string, unknown>,
    req: Request,
    res: Response,
  ) {
    const filter = filterOf(raw);
    if (kind === 'gstr1') await this.valueInRupees(filter);
    const rows = await this.invoices.count(filter);
    await this.audit.record(auditActor(req), {
      action: `invoice.export_${kind}`,
      target_type: 'invoice',
      summary: `Exported ${kind === 'register' ? 'the invoice register' : 'GSTR-1'} (${rows} invoices)`,
      after: { filter, rows },
    });
    const csv = kind === 'register';
    res.status(200);
    res.setHeader('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/zip');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${csv ? `invoice-register-${stamp()}.csv` : `gstr1-${stamp()}.zip`}"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Export-Rows', String(rows));
    try {
      if (csv) await this.exports.register(filter, res);
      else await this.exports.gstr1(filter, res);
      res.end();
    } catch (error) {
      if (!(error instanceof ExportAborted))
        this.logger.error({ msg: 'invoice export failed mid-stream', kind, error: String(error) });
      res.destroy();
    }
  }
}
