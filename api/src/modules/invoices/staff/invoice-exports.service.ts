import type { Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { StaffInvoicesService } from './staff-invoices.service';
import type { StaffInvoiceFilter } from './staff-invoice-filter';
import { csvLine, UTF8_BOM } from '../../../core/exports/csv';
import { writeChunk } from '../../../core/exports/export-writer';
import { ZipWriter } from '../../../core/exports/zip-writer';
import {
  b2bRow,
  b2csRow,
  docsRow,
  expRow,
  GSTR1_COLUMNS,
  GSTR1_FILES,
  type Gstr1Section,
  hsnRow,
} from '../exports/gstr1';
import { REGISTER_HEADINGS, registerRow } from '../exports/register';

/**
 * The accountant's exports of the filtered invoices, streamed as they are read: the invoice register (CSV)
 * and the GSTR-1 sections (a zip of the offline tool's CSV files). Nothing is held beyond a batch, so a full
 * year takes as long as it takes without a row limit.
 */
@Injectable()
export class InvoiceExportsService {
  constructor(private readonly invoices: StaffInvoicesService) {}

  /** The invoice register, one row per invoice, oldest first. */
  async register(filter: StaffInvoiceFilter, out: Writable): Promise<void> {
    await writeChunk(out, UTF8_BOM + csvLine(REGISTER_HEADINGS));
    for await (const batch of this.invoices.batches(filter)) {
      await writeChunk(out, batch.map((invoice) => csvLine(registerRow(invoice))).join(''));
    }
  }

  /**
   * The GSTR-1 sections as a zip of CSV files (stored, not compressed: the bytes flow as they are made).
   * B2B and EXP list invoices batch by batch; B2CS, HSN and the documents summary are sums from the database.
   */
  async gstr1(filter: StaffInvoiceFilter, out: Writable): Promise<void> {
    const zip = new ZipWriter(out);
    for (const [section, name] of GSTR1_FILES) {
      await zip.add(name, this.sectionFile(section, filter));
    }
    await zip.finish();
  }

  /** One section's CSV file: its headings, then its lines as they are read. */
  private async *sectionFile(section: Gstr1Section, filter: StaffInvoiceFilter): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(GSTR1_COLUMNS[section]);
    yield* this.sectionLines(section, filter);
  }

  private async *sectionLines(section: Gstr1Section, filter: StaffInvoiceFilter): AsyncGenerator<string> {
    switch (section) {
      case 'b2b':
        for await (const batch of this.invoices.batches(filter, 'b2b'))
          yield batch.map((i) => csvLine(b2bRow(i))).join('');
        return;
      case 'exp':
        for await (const batch of this.invoices.batches(filter, 'exp'))
          yield batch.map((i) => csvLine(expRow(i))).join('');
        return;
      case 'b2cs':
        yield (await this.invoices.b2csGroups(filter)).map((g) => csvLine(b2csRow(g))).join('');
        return;
      case 'hsn':
        yield (await this.invoices.hsnGroups(filter)).map((g) => csvLine(hsnRow(g))).join('');
        return;
      case 'docs':
        yield (await this.invoices.documentSeries(filter)).map((s) => csvLine(docsRow(s))).join('');
        return;
    }
  }
}
