import type { StaffInvoiceTotals } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../../../core/admin-rest/list-query';
import { NotFoundError } from '../../../core/errors/domain-error';
import { CreditNoteEntity } from '../entities/credit-note.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import type { B2csGroup, DocumentSeries, HsnGroup } from '../exports/gstr1';
import { GST_RATE_PERCENT } from '../gst-tax';
import { renderInvoicePdf } from '../invoice-pdf';
import { InvoiceErrors } from '../invoices.errors';
import { toMajorString } from '../money';
import { applyInvoiceFilter, type StaffInvoiceFilter } from './staff-invoice-filter';

/** How many invoices one read of an export takes (keyset by id: every read costs the same). */
export const EXPORT_BATCH = 500;

/** The rate of a row in SQL, as rateOf() gives it. */
const RATE_SQL = `CASE WHEN i.supply_type = 'export' THEN 0 ELSE ${GST_RATE_PERCENT} END`;

interface RawSums {
  count: string;
  total: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/** Invoices for finance staff: the filtered list and its totals, one invoice and its PDF, and the exports' reads. */
@Injectable()
export class StaffInvoicesService {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    @InjectRepository(CreditNoteEntity) private readonly creditNotes: Repository<CreditNoteEntity>,
  ) {}

  private filtered(filter: StaffInvoiceFilter) {
    return applyInvoiceFilter(this.invoices.createQueryBuilder('i'), filter);
  }

  async list(query: ListQuery<StaffInvoiceFilter>): Promise<[InvoiceEntity[], number]> {
    const qb = this.filtered(query.filter);
    const total = await qb.clone().getCount();
    const rows = await qb
      .orderBy(`i.${query.sort.field}`, query.sort.order)
      .addOrderBy('i.id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getMany();
    return [rows, total];
  }

  /** The sums of every filtered invoice, per currency, in one aggregate query. */
  async totals(filter: StaffInvoiceFilter): Promise<StaffInvoiceTotals[]> {
    const rows = await this.filtered(filter)
      .select('i.currency', 'currency')
      .addSelect(sums())
      .groupBy('i.currency')
      .orderBy('i.currency', 'ASC')
      .getRawMany<RawSums & { currency: string }>();
    return rows.map((r) => ({
      currency: r.currency,
      count: Number(r.count),
      taxable: toMajorString(Number(r.taxable), r.currency),
      cgst: toMajorString(Number(r.cgst), r.currency),
      sgst: toMajorString(Number(r.sgst), r.currency),
      igst: toMajorString(Number(r.igst), r.currency),
      total: toMajorString(Number(r.total), r.currency),
    }));
  }

  async get(id: number): Promise<InvoiceEntity> {
    const invoice = await this.invoices.findOneBy({ id });
    if (!invoice) throw new NotFoundError(InvoiceErrors.notFound);
    return invoice;
  }

  async pdf(id: number): Promise<{ invoice: InvoiceEntity; pdf: Buffer }> {
    const invoice = await this.get(id);
    return { invoice, pdf: await renderInvoicePdf(invoice) };
  }

  count(filter: StaffInvoiceFilter): Promise<number> {
    return this.filtered(filter).getCount();
  }

  /**
   * Every filtered invoice (narrowed further by `only`), oldest first, a batch at a time: each read starts
   * after the last id of the one before, so the thousandth batch costs what the first did.
   */
  async *batches(
    filter: StaffInvoiceFilter,
    only: 'all' | 'b2b' | 'exp' = 'all',
  ): AsyncGenerator<InvoiceEntity[]> {
    let after = 0;
    for (;;) {
      const qb = this.filtered(filter).andWhere('i.id > :after', { after });
      if (only === 'b2b')
        qb.andWhere("i.supply_type <> 'export'").andWhere(
          "JSON_VALUE(i.parties, '$.recipient.gstin') IS NOT NULL",
        );
      if (only === 'exp') qb.andWhere("i.supply_type = 'export'");
      const rows = await qb.orderBy('i.id', 'ASC').limit(EXPORT_BATCH).getMany();
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** B2C (others): invoices in India to members without a GSTIN, summed by place of supply and rate. */
  async b2csGroups(filter: StaffInvoiceFilter): Promise<B2csGroup[]> {
    const rows = await this.filtered(filter)
      .andWhere("i.supply_type <> 'export'")
      .andWhere("JSON_VALUE(i.parties, '$.recipient.gstin') IS NULL")
      .select('i.place_of_supply_code', 'code')
      .addSelect('MAX(i.place_of_supply_name)', 'name')
      .addSelect(RATE_SQL, 'rate')
      .addSelect('i.currency', 'currency')
      .addSelect('SUM(i.taxable_minor)', 'taxable')
      .groupBy('i.place_of_supply_code')
      .addGroupBy('rate')
      .addGroupBy('i.currency')
      .orderBy('i.place_of_supply_code', 'ASC')
      .getRawMany<{ code: string; name: string; rate: string; currency: string; taxable: string }>();
    return rows.map((r) => ({
      place_of_supply_code: r.code,
      place_of_supply_name: r.name,
      rate: Number(r.rate),
      currency: r.currency,
      taxable_minor: Number(r.taxable),
    }));
  }

  /**
   * The HSN/SAC summary: every invoice summed by SAC and rate, in rupees (decision 293): foreign-currency
   * invoices at the rupee value stored on them (the export values them first, ExchangeRates).
   */
  async hsnGroups(filter: StaffInvoiceFilter): Promise<HsnGroup[]> {
    const rows = await this.filtered(filter)
      .select('i.sac', 'sac')
      .addSelect(RATE_SQL, 'rate')
      .addSelect(rupeeSums())
      .groupBy('i.sac')
      .addGroupBy('rate')
      .orderBy('i.sac', 'ASC')
      .addOrderBy('rate', 'DESC')
      .getRawMany<RawSums & { sac: string; rate: string }>();
    return rows.map((r) => ({
      sac: r.sac,
      rate: Number(r.rate),
      count: Number(r.count),
      total_minor: Number(r.total),
      taxable_minor: Number(r.taxable),
      igst_minor: Number(r.igst),
      cgst_minor: Number(r.cgst),
      sgst_minor: Number(r.sgst),
    }));
  }

  /**
   * The documents issued: one series per financial year (its numbers carry the year), with the first and
   * last number issued in the period and how many. Invoices are never cancelled here (a refund issues a
   * credit note), so none is counted cancelled.
   */
  async documentSeries(filter: StaffInvoiceFilter): Promise<DocumentSeries[]> {
    const groups = await this.filtered(filter)
      .select('i.financial_year', 'year')
      .addSelect('MIN(i.serial)', 'first')
      .addSelect('MAX(i.serial)', 'last')
      .addSelect('COUNT(*)', 'count')
      .groupBy('i.financial_year')
      .orderBy('i.financial_year', 'ASC')
      .getRawMany<{ year: string; first: string; last: string; count: string }>();
    const series: DocumentSeries[] = [];
    for (const g of groups) {
      const year = Number(g.year);
      const [first, last] = await Promise.all([
        this.invoices.findOneByOrFail({ financial_year: year, serial: Number(g.first) }),
        this.invoices.findOneByOrFail({ financial_year: year, serial: Number(g.last) }),
      ]);
      series.push({
        nature: 'Invoices for outward supply',
        first_no: first.invoice_no,
        last_no: last.invoice_no,
        count: Number(g.count),
        cancelled: 0,
      });
    }
    return [...series, ...(await this.creditNoteSeries(filter))];
  }

  /**
   * The credit notes issued in the period (by their own date and financial year), of the invoices the
   * other filters select: their own series per financial year.
   */
  private async creditNoteSeries(filter: StaffInvoiceFilter): Promise<DocumentSeries[]> {
    const { financial_year, month, from, to, ...ofInvoice } = filter;
    const qb = this.creditNotes
      .createQueryBuilder('cn')
      .innerJoin(InvoiceEntity, 'i', 'i.id = cn.invoice_id');
    applyInvoiceFilter(qb as unknown as SelectQueryBuilder<InvoiceEntity>, ofInvoice);
    if (financial_year !== undefined) qb.andWhere('cn.financial_year = :cnFy', { cnFy: financial_year });
    if (month) qb.andWhere("DATE_FORMAT(cn.note_date, '%Y-%m') = :cnMonth", { cnMonth: month });
    if (from) qb.andWhere('cn.note_date >= :cnFrom', { cnFrom: from });
    if (to) qb.andWhere('cn.note_date <= :cnTo', { cnTo: to });
    const groups = await qb
      .select('cn.financial_year', 'year')
      .addSelect('MIN(cn.serial)', 'first')
      .addSelect('MAX(cn.serial)', 'last')
      .addSelect('COUNT(*)', 'count')
      .groupBy('cn.financial_year')
      .orderBy('cn.financial_year', 'ASC')
      .getRawMany<{ year: string; first: string; last: string; count: string }>();
    const series: DocumentSeries[] = [];
    for (const g of groups) {
      const year = Number(g.year);
      const [first, last] = await Promise.all([
        this.creditNotes.findOneByOrFail({ financial_year: year, serial: Number(g.first) }),
        this.creditNotes.findOneByOrFail({ financial_year: year, serial: Number(g.last) }),
      ]);
      series.push({
        nature: 'Credit Note',
        first_no: first.credit_note_no,
        last_no: last.credit_note_no,
        count: Number(g.count),
        cancelled: 0,
      });
    }
    return series;
  }
}

/** The sums every aggregate reads, as one SELECT list. */
/**
 * sums() in paise: rupee invoices as they are, foreign ones at their stored rupee value. A foreign
 * invoice is a zero-rated export, so it adds no tax.
 */
function rupeeSums(): string {
  const paise = (column: 'total' | 'taxable') =>
    `CASE WHEN i.currency = 'INR' THEN i.${column}_minor ELSE i.${column}_inr_paise END`;
  const tax = (column: 'cgst' | 'sgst' | 'igst') =>
    `CASE WHEN i.currency = 'INR' THEN i.${column}_minor ELSE 0 END`;
  return [
    'COUNT(*) AS count',
    `SUM(${paise('total')}) AS total`,
    `SUM(${paise('taxable')}) AS taxable`,
    `SUM(${tax('cgst')}) AS cgst`,
    `SUM(${tax('sgst')}) AS sgst`,
    `SUM(${tax('igst')}) AS igst`,
  ].join(', ');
}

function sums(): string {
  return [
    'COUNT(*) AS count',
    'SUM(i.total_minor) AS total',
    'SUM(i.taxable_minor) AS taxable',
    'SUM(i.cgst_minor) AS cgst',
    'SUM(i.sgst_minor) AS sgst',
    'SUM(i.igst_minor) AS igst',
  ].join(', ');
}
