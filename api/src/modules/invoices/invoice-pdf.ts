import PDFDocument from 'pdfkit';
import type { InvoiceEntity } from './entities/invoice.entity';
import { EXPORT_ENDORSEMENT, GST_RATE_PERCENT } from './gst-tax';
import { indianDate } from './invoice-numbering';
import { formatMoney } from './money';
import { writeScriptText } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

const PAGE_WIDTH = 595.28; // A4 in points
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** What the line of each kind of purchase says, before the plan's own name. */
const SERVICE_DESCRIPTION: Record<InvoiceEntity['kind'], string> = {
  elite: 'Elite membership of the community, one year',
  bluetick: 'Verified blue-tick badge, one year',
};

const LATIN1 = /^[\x20-\x7E\xA0-\xFF]$/;

/**
 * Text the PDF's standard fonts can draw (Latin-1): accents outside it are dropped (ā → a), anything else
 * becomes '?' (decision 037). Names and addresses go through writeScriptText, which draws the Indian
 * scripts in their own fonts (decision 169) and only the rest through this.
 */
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (LATIN1.test(ch)) return ch;
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return LATIN1.test(base) ? base : '?';
    })
    .join('');
}

/**
 * What turns the invoice's document into the credit note that cancels it (Rule 53): its own number and
 * date, the invoice it refers to, and why.
 */
export interface CreditNoteHeading {
  number: string;
  /** `YYYY-MM-DD` in India. */
  date: string;
  issuedAt: Date;
  reason: string;
}

/**
 * Renders a tax invoice with the particulars of Rule 46 of the CGST Rules from the stored invoice alone, so
 * the same row always gives the same document. Creation date = issue time, for stable bytes. With `note`,
 * the same particulars make the credit note crediting the whole invoice (Rule 53).
 */
export function renderInvoicePdf(invoice: InvoiceEntity, note?: CreditNoteHeading): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: note ? `Credit note ${note.number}` : `Tax invoice ${invoice.invoice_no}`,
      Author: printable(invoice.parties.supplier.name),
      CreationDate: note?.issuedAt ?? invoice.issued_at,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeading(doc, invoice, note);
  if (note) drawCreditNote(doc, invoice, note);
  drawParties(doc, invoice);
  drawServiceLine(doc, invoice);
  drawTotals(doc, invoice);
  drawExportEndorsement(doc, invoice);
  drawSignature(doc, invoice);
  doc.end();
  return finished;
}

/** A block of party details: names and addresses may be in any Indian script (pdf-fonts.ts). */
function lines(doc: Doc, x: number, y: number, width: number, title: string, body: string[]): number {
  doc.fontSize(9);
  writeScriptText(doc, title, { weight: 'bold', width, x, y, latin: printable });
  for (const line of body) writeScriptText(doc, line, { weight: 'regular', width, latin: printable });
  doc.font('Helvetica');
  return doc.y;
}

function drawHeading(doc: Doc, invoice: InvoiceEntity, note?: CreditNoteHeading) {
  const { supplier } = invoice.parties;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(note ? 'CREDIT NOTE' : 'TAX INVOICE', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  doc.font('Helvetica').fontSize(8).text('Original for recipient', { width: CONTENT_WIDTH, align: 'center' });
  const top = doc.y + 12;
  const half = CONTENT_WIDTH / 2 - 10;
  const left = lines(doc, MARGIN, top, half, supplier.name, [
    supplier.address,
    `GSTIN: ${supplier.gstin}`,
    ...(supplier.pan ? [`PAN: ${supplier.pan}`] : []),
    `State: ${supplier.stateName}, code ${supplier.stateCode}`,
  ]);
  const right = lines(doc, MARGIN + half + 20, top, half, `Invoice no: ${invoice.invoice_no}`, [
    `Invoice date: ${indianDate(invoice.invoice_date)}`,
    `Payment reference: ${invoice.provider_ref} (${invoice.provider === 'payu' ? 'PayU' : 'Razorpay'})`,
    'Tax payable on reverse charge: No',
  ]);
  doc.y = Math.max(left, right) + 12;
}

/** The credit note's own particulars, under the invoice's it refers to. */
function drawCreditNote(doc: Doc, invoice: InvoiceEntity, note: CreditNoteHeading) {
  lines(doc, MARGIN, doc.y, CONTENT_WIDTH, `Credit note no: ${note.number}`, [
    `Credit note date: ${indianDate(note.date)}`,
    `Issued against tax invoice ${invoice.invoice_no} dated ${indianDate(invoice.invoice_date)}; the whole value of that invoice is credited (payment refunded).`,
    `Reason: ${note.reason}`,
  ]);
  doc.y += 12;
}

function drawParties(doc: Doc, invoice: InvoiceEntity) {
  const { recipient } = invoice.parties;
  const abroad = invoice.supply_type === 'export';
  const place = [recipient.city, recipient.state, recipient.pinCode].filter(Boolean).join(', ');
  const body = [
    ...(recipient.businessName ? [recipient.businessName] : []),
    ...(recipient.address ? [recipient.address] : []),
    ...(place ? [place] : []),
    ...(recipient.country ? [recipient.country] : []),
    `GSTIN: ${recipient.gstin ?? 'Unregistered'}`,
  ];
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const left = lines(doc, MARGIN, top, half, `Bill to: ${recipient.name}`, body);
  const supplyPlace = abroad
    ? `Place of supply: ${invoice.place_of_supply_name} (outside India, code ${invoice.place_of_supply_code})`
    : `Place of supply: ${invoice.place_of_supply_name} (state code ${invoice.place_of_supply_code})`;
  const right = lines(doc, MARGIN + half + 20, top, half, supplyPlace, [
    "Place of delivery: online service, delivered at the recipient's address above",
    ...(abroad ? [`Country of destination: ${invoice.place_of_supply_name}`] : []),
  ]);
  doc.y = Math.max(left, right) + 14;
}

/** Columns of the service table: heading, width, alignment (the last one ends at the right margin). */
const COLUMNS = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Description of service', width: 225, align: 'left' },
  { title: 'SAC', width: 55, align: 'left' },
  { title: 'Qty', width: 35, align: 'right' },
  { title: 'Unit', width: 40, align: 'left' },
  { title: 'Taxable value', width: CONTENT_WIDTH - 375, align: 'right' },
] as const;

function tableRow(doc: Doc, cells: string[], bold: boolean): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  COLUMNS.forEach((column, i) => {
    const gutter = i === COLUMNS.length - 1 ? 0 : 4;
    doc.text(printable(cells[i]), x, top, { width: column.width - gutter, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
}

function drawServiceLine(doc: Doc, invoice: InvoiceEntity) {
  const coupon = invoice.coupon_code ? `; coupon ${invoice.coupon_code} applied` : '';
  tableRow(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .stroke();
  const description = `${SERVICE_DESCRIPTION[invoice.kind]} (${invoice.plan_name})${coupon}`;
  tableRow(
    doc,
    ['1', description, invoice.sac, '1', 'Nos', formatMoney(invoice.taxable_minor, invoice.currency)],
    false,
  );
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .stroke();
  doc.y += 8;
}

/** The tax lines that apply to the invoice's kind of supply, with their rates. */
function taxLines(invoice: InvoiceEntity): [string, number][] {
  const half = GST_RATE_PERCENT / 2;
  switch (invoice.supply_type) {
    case 'intra_state':
      return [
        [`CGST @ ${half}%`, invoice.cgst_minor],
        [`SGST @ ${half}%`, invoice.sgst_minor],
      ];
    case 'inter_state':
      return [[`IGST @ ${GST_RATE_PERCENT}%`, invoice.igst_minor]];
    case 'export':
      return [['IGST @ 0% (zero-rated export of services)', 0]];
  }
}

function drawTotals(doc: Doc, invoice: InvoiceEntity) {
  const labelX = MARGIN + CONTENT_WIDTH / 2 - 40;
  const labelWidth = CONTENT_WIDTH / 2 - 60;
  const amountX = labelX + labelWidth;
  const amountWidth = MARGIN + CONTENT_WIDTH - amountX;
  const rows: [string, number, boolean][] = [
    ['Taxable value (after discount)', invoice.taxable_minor, false],
    ...taxLines(invoice).map(([label, amount]): [string, number, boolean] => [label, amount, false]),
    ['Total invoice value', invoice.total_minor, true],
  ];
  for (const [label, amount, bold] of rows) {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, labelX, top, { width: labelWidth });
    doc.text(formatMoney(amount, invoice.currency), amountX, top, { width: amountWidth, align: 'right' });
    doc.y += 3;
  }
  const rupees = rupeeValueLine(invoice);
  if (rupees)
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(rupees, MARGIN, doc.y + 6, { width: CONTENT_WIDTH });
  if (invoice.coupon_code) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `The values are after the discount of coupon ${printable(invoice.coupon_code)}; the total is the amount paid.`,
        MARGIN,
        doc.y + 6,
        { width: CONTENT_WIDTH },
      );
  }
  doc.y += 12;
}

/**
 * A foreign-currency invoice's value in rupees, as GST values it (decision 293): printed beside the
 * amounts in the invoice's currency. Null for rupee invoices and for one not yet valued.
 */
export function rupeeValueLine(
  invoice: Pick<
    InvoiceEntity,
    'currency' | 'inr_rate' | 'inr_rate_date' | 'total_inr_paise' | 'taxable_inr_paise'
  >,
): string | null {
  if (invoice.currency === 'INR' || invoice.inr_rate === null || invoice.total_inr_paise === null)
    return null;
  const rate = invoice.inr_rate.replace(/0+$/, '').replace(/\.$/, '');
  return (
    `Value in rupees: taxable ${formatMoney(invoice.taxable_inr_paise ?? 0, 'INR')}, ` +
    `total ${formatMoney(invoice.total_inr_paise, 'INR')}, at 1 ${invoice.currency} = INR ${rate} ` +
    `(exchange rate of ${indianDate(invoice.inr_rate_date ?? '')}).`
  );
}

function drawExportEndorsement(doc: Doc, invoice: InvoiceEntity) {
  if (invoice.supply_type !== 'export') return;
  const { lutRef } = invoice.parties.supplier;
  doc.font('Helvetica-Bold').fontSize(9).text(EXPORT_ENDORSEMENT, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (lutRef)
    doc.font('Helvetica').text(`Letter of undertaking: ${printable(lutRef)}`, { width: CONTENT_WIDTH });
  doc.y += 12;
}

function drawSignature(doc: Doc, invoice: InvoiceEntity) {
  const x = MARGIN + CONTENT_WIDTH / 2;
  const width = CONTENT_WIDTH / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`For ${printable(invoice.parties.supplier.name)}`, x, doc.y + 10, { width, align: 'right' });
  doc.font('Helvetica').text('Authorised signatory', x, doc.y + 24, { width, align: 'right' });
  doc
    .fontSize(8)
    .text('This invoice is digitally generated and valid without a physical signature.', MARGIN, doc.y + 20, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
}
