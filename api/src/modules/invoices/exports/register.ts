import type { InvoiceEntity } from '../entities/invoice.entity';
import { EXPORT_ENDORSEMENT, GST_RATE_PERCENT } from '../gst-tax';
import { toMajorString } from '../money';
import type { CsvCell } from '../../../core/exports/csv';
import { rateOf } from './gstr1';

/** What each kind of purchase is, as the invoice describes the service. */
const DESCRIPTION: Record<InvoiceEntity['kind'], string> = {
  elite: 'Elite membership of the community, one year',
  bluetick: 'Verified blue-tick badge, one year',
};

const SUPPLY: Record<InvoiceEntity['supply_type'], string> = {
  intra_state: 'Intra-state',
  inter_state: 'Inter-state',
  export: 'Export',
};

/**
 * The invoice register: one row per invoice with every particular Rule 46 of the CGST Rules asks of a tax
 * invoice (supplier, number and date, recipient and GSTIN, place of supply and state, SAC and description,
 * quantity and unit, taxable value, rate and amount of each tax, total, reverse charge, the export
 * endorsement), plus what accounting reconciles it with (payment provider and reference).
 */
const COLUMNS: [string, (i: InvoiceEntity) => CsvCell][] = [
  ['Invoice number', (i) => i.invoice_no],
  ['Invoice date', (i) => i.invoice_date],
  ['Financial year', (i) => `${i.financial_year}-${String((i.financial_year + 1) % 100).padStart(2, '0')}`],
  ['Supplier name', (i) => i.parties.supplier.name],
  ['Supplier address', (i) => i.parties.supplier.address],
  ['Supplier GSTIN', (i) => i.parties.supplier.gstin],
  ['Supplier state code', (i) => i.parties.supplier.stateCode],
  ['Recipient name', (i) => i.parties.recipient.name],
  ['Recipient business name', (i) => i.parties.recipient.businessName],
  ['Recipient address', (i) => i.parties.recipient.address],
  ['Recipient city', (i) => i.parties.recipient.city],
  ['Recipient state', (i) => i.parties.recipient.state],
  ['Recipient PIN code', (i) => i.parties.recipient.pinCode],
  ['Recipient country', (i) => i.parties.recipient.country],
  ['Recipient GSTIN', (i) => i.parties.recipient.gstin ?? 'Unregistered'],
  ['Recipient email', (i) => i.parties.recipient.email],
  ['Place of supply', (i) => i.place_of_supply_name],
  ['Place of supply code', (i) => i.place_of_supply_code],
  ['Supply type', (i) => SUPPLY[i.supply_type]],
  ['Description of service', (i) => `${DESCRIPTION[i.kind]} (${i.plan_name})`],
  ['SAC', (i) => i.sac],
  ['Quantity', () => 1],
  ['Unit', () => 'Nos'],
  ['Currency', (i) => i.currency],
  ['Taxable value', (i) => toMajorString(i.taxable_minor, i.currency)],
  ['CGST rate %', (i) => (i.supply_type === 'intra_state' ? GST_RATE_PERCENT / 2 : 0)],
  ['CGST amount', (i) => toMajorString(i.cgst_minor, i.currency)],
  ['SGST rate %', (i) => (i.supply_type === 'intra_state' ? GST_RATE_PERCENT / 2 : 0)],
  ['SGST amount', (i) => toMajorString(i.sgst_minor, i.currency)],
  ['IGST rate %', (i) => (i.supply_type === 'inter_state' ? rateOf(i.supply_type) : 0)],
  ['IGST amount', (i) => toMajorString(i.igst_minor, i.currency)],
  ['Total invoice value', (i) => toMajorString(i.total_minor, i.currency)],
  ['Coupon', (i) => i.coupon_code],
  ['Reverse charge', () => 'No'],
  ['Export endorsement', (i) => (i.supply_type === 'export' ? EXPORT_ENDORSEMENT : '')],
  ['Letter of undertaking', (i) => (i.supply_type === 'export' ? i.parties.supplier.lutRef : '')],
  ['Product', (i) => (i.kind === 'elite' ? 'Elite' : 'Blue tick')],
  ['Payment provider', (i) => (i.provider === 'payu' ? 'PayU' : 'Razorpay')],
  ['Payment reference', (i) => i.provider_ref],
  ['Paid at (UTC)', (i) => i.paid_at.toISOString()],
  ['Member id', (i) => i.user_id],
  ['Signature', () => 'Digitally generated; valid without a physical signature'],
];

export const REGISTER_HEADINGS: readonly string[] = COLUMNS.map(([heading]) => heading);

export const registerRow = (invoice: InvoiceEntity): CsvCell[] => COLUMNS.map(([, cell]) => cell(invoice));
