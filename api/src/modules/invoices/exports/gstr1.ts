import type { InvoiceEntity } from '../entities/invoice.entity';
import { GST_RATE_PERCENT, type SupplyType } from '../gst-tax';
import { toMajorString } from '../money';
import type { CsvCell } from '../../../core/exports/csv';

/**
 * The column headings of the GST portal's GSTR-1 offline tool (its Excel workbook template and the CSV files
 * it imports per section), written exactly as the tool writes them so its import takes our files unchanged
 * (docs/decisions/155).
 */
export const GSTR1_COLUMNS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  exp: [
    'Export Type',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Port Code',
    'Shipping Bill Number',
    'Shipping Bill Date',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    // Beyond the tool's columns (decision 293): the values above are in rupees; these say what was billed.
    'Invoice Currency',
    'Invoice Value in Currency',
    'Exchange Rate (INR per unit)',
    'Exchange Rate Date',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

export type Gstr1Section = keyof typeof GSTR1_COLUMNS;

/** The file of each section inside the export's zip, in the order the return lists them. */
export const GSTR1_FILES: readonly [Gstr1Section, string][] = [
  ['b2b', 'b2b.csv'],
  ['b2cs', 'b2cs.csv'],
  ['exp', 'exp.csv'],
  ['hsn', 'hsn.csv'],
  ['docs', 'docs.csv'],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A `YYYY-MM-DD` date as the offline tool takes it: `05-Apr-2026`. */
export function gstDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** The tool's place of supply: the state code, a dash and the state's name (`24-Gujarat`). */
export const placeOfSupplyLabel = (code: string, name: string): string => `${code}-${name}`;

/** The GST rate of a supply: 18% at home, 0% for an export under a letter of undertaking. */
export const rateOf = (supply: SupplyType): number => (supply === 'export' ? 0 : GST_RATE_PERCENT);

/** What the GSTR-1 rows read of an invoice. */
export type Gstr1Invoice = Pick<
  InvoiceEntity,
  | 'invoice_no'
  | 'invoice_date'
  | 'currency'
  | 'total_minor'
  | 'taxable_minor'
  | 'supply_type'
  | 'place_of_supply_code'
  | 'place_of_supply_name'
  | 'parties'
  | 'inr_rate'
  | 'inr_rate_date'
  | 'total_inr_paise'
  | 'taxable_inr_paise'
>;

const money = (minor: number, currency: string) => toMajorString(minor, currency);

/** B2B: one row per invoice to a member with a GSTIN (one line, one rate per invoice here). */
export function b2bRow(invoice: Gstr1Invoice): CsvCell[] {
  const { recipient } = invoice.parties;
  return [
    recipient.gstin,
    recipient.businessName ?? recipient.name,
    invoice.invoice_no,
    gstDate(invoice.invoice_date),
    money(invoice.total_minor, invoice.currency),
    placeOfSupplyLabel(invoice.place_of_supply_code, invoice.place_of_supply_name),
    'N',
    '',
    'Regular B2B',
    '',
    rateOf(invoice.supply_type),
    money(invoice.taxable_minor, invoice.currency),
    '0.00',
  ];
}

/**
 * An invoice's value in rupees (decision 293): rupee invoices as they are, foreign ones at the rupee value
 * stored on them. The export values every invoice of its period first, so a missing value is a bug.
 */
function inRupees(invoice: Gstr1Invoice, column: 'total' | 'taxable'): string {
  if (invoice.currency === 'INR') return money(invoice[`${column}_minor`], 'INR');
  const paise = invoice[`${column}_inr_paise`];
  if (paise === null) throw new Error(`Invoice ${invoice.invoice_no} has no rupee value`);
  return money(paise, 'INR');
}

/**
 * EXP: one row per export of services, zero-rated under a letter of undertaking (WOPAY). Values in rupees,
 * then the invoice's own currency, value and the exchange rate used.
 */
export function expRow(invoice: Gstr1Invoice): CsvCell[] {
  const foreign = invoice.currency !== 'INR';
  return [
    'WOPAY',
    invoice.invoice_no,
    gstDate(invoice.invoice_date),
    inRupees(invoice, 'total'),
    '',
    '',
    '',
    rateOf(invoice.supply_type),
    inRupees(invoice, 'taxable'),
    '0.00',
    invoice.currency,
    money(invoice.total_minor, invoice.currency),
    foreign ? (invoice.inr_rate ?? '') : '1',
    foreign ? gstDate(invoice.inr_rate_date ?? invoice.invoice_date) : gstDate(invoice.invoice_date),
  ];
}

/** The B2C (others) supplies of one place of supply and rate, summed. */
export interface B2csGroup {
  place_of_supply_code: string;
  place_of_supply_name: string;
  rate: number;
  currency: string;
  taxable_minor: number;
}

export function b2csRow(group: B2csGroup): CsvCell[] {
  return [
    'OE',
    placeOfSupplyLabel(group.place_of_supply_code, group.place_of_supply_name),
    '',
    group.rate,
    money(group.taxable_minor, group.currency),
    '0.00',
    '',
  ];
}

/** The invoices of one SAC and rate, summed in paise (services count in "NA" units, one per invoice). */
export interface HsnGroup {
  sac: string;
  rate: number;
  count: number;
  total_minor: number;
  taxable_minor: number;
  igst_minor: number;
  cgst_minor: number;
  sgst_minor: number;
}

/** What the HSN summary says the services are. */
export const SERVICE_SUMMARY = 'Membership and verification services';

export function hsnRow(group: HsnGroup): CsvCell[] {
  return [
    group.sac,
    SERVICE_SUMMARY,
    'NA',
    group.count,
    money(group.total_minor, 'INR'),
    group.rate,
    money(group.taxable_minor, 'INR'),
    money(group.igst_minor, 'INR'),
    money(group.cgst_minor, 'INR'),
    money(group.sgst_minor, 'INR'),
    '0.00',
  ];
}

/** One numbering series of documents issued in the period (invoices: one series per financial year). */
export interface DocumentSeries {
  nature: 'Invoices for outward supply' | 'Credit Note';
  first_no: string;
  last_no: string;
  count: number;
  cancelled: number;
}

export function docsRow(series: DocumentSeries): CsvCell[] {
  return [series.nature, series.first_no, series.last_no, series.count, series.cancelled];
}
