import type { RaRecord } from 'react-admin';

/** An invoice as /admin-api/invoices answers it (amounts in the major unit, as text). */
export interface InvoiceRecord extends RaRecord<number> {
  invoice_no: string;
  invoice_date: string;
  financial_year: number;
  kind: 'elite' | 'bluetick';
  plan_name: string;
  coupon_code: string | null;
  currency: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  supply_type: 'intra_state' | 'inter_state' | 'export';
  place_of_supply: string;
  sac: string;
  provider: 'payu' | 'razorpay';
  provider_ref: string;
  payment_id: number;
  user_id: number;
  recipient: {
    name: string;
    business_name: string | null;
    email: string;
    gstin: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    pin_code: string | null;
    country: string | null;
  };
  paid_at: string;
  issued_at: string;
  receipt_mailed_at: string | null;
  /** On an invoice's own page: the credit note that cancelled it (its payment was refunded). */
  credit_note?: { id: number; credit_note_no: string; note_date: string; reason: string } | null;
}

/** The sums of the filtered invoices in one currency. */
export interface InvoiceTotals {
  currency: string;
  count: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

export const kindChoices = [
  { id: 'elite', name: 'resources.invoices.kinds.elite' },
  { id: 'bluetick', name: 'resources.invoices.kinds.bluetick' },
];

export const supplyChoices = [
  { id: 'intra_state', name: 'resources.invoices.supplies.intra_state' },
  { id: 'inter_state', name: 'resources.invoices.supplies.inter_state' },
  { id: 'export', name: 'resources.invoices.supplies.export' },
];

export const providerChoices = [
  { id: 'payu', name: 'PayU' },
  { id: 'razorpay', name: 'Razorpay' },
];
