import type { PaymentProviderName, PaymentPurpose, PaymentStatus } from './billing.js';

/**
 * What finance staff see at /admin-api/payments, /admin-api/subscriptions and /admin-api/invoices: the API's
 * mappers return these types and the console reads them, so neither restates the other (issue 34).
 * Amounts are in the currency's major unit, as text ("1180.00"); times are ISO 8601.
 */

/** Where an event about a payment came from. */
export type PaymentEventSource =
  'return' | 'webhook' | 'verify' | 'status_check' | 'staff_recheck' | 'staff_refund';

export type SubscriptionStatus = 'pending' | 'active' | 'cancelled';

/** How GST applies to an invoice: within the supplier's state, across states, or an export. */
export type SupplyType = 'intra_state' | 'inter_state' | 'export';

/** The member behind a payment or subscription (name and e-mail are null when the account is gone). */
export interface StaffBillingMemberRef {
  id: number;
  full_name: string | null;
  email: string | null;
}

/** Something a provider (or a check with it) told billing about a payment. */
export interface StaffPaymentEvent {
  id: number;
  source: PaymentEventSource;
  event: string;
  outcome: string;
  detail: Record<string, unknown> | null;
  received_at: string;
}

/** GET /admin-api/payments. */
export interface StaffPayment {
  id: number;
  user_id: number;
  member: StaffBillingMemberRef;
  purpose: PaymentPurpose;
  plan_id: number;
  subscription_id: number | null;
  bluetick_request_id: number | null;
  provider: PaymentProviderName;
  /** PayU's txnid or Razorpay's order id. */
  txnid: string | null;
  provider_payment_id: string | null;
  currency: string;
  list_amount: string;
  discount: string;
  amount: string;
  coupon_code: string | null;
  status: PaymentStatus;
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
  invoice: { id: number; invoice_no: string } | null;
}

/** The credit note that cancelled an invoice (its payment was refunded). */
export interface CreditNoteSummary {
  id: number;
  credit_note_no: string;
  note_date: string;
  invoice_id: number;
  invoice_no: string;
  reason: string;
}

/** GET /admin-api/payments/{id}: the payment, what its provider told us, and its refund. */
export interface StaffPaymentDetail extends StaffPayment {
  /** What the provider last verified: the newest event that came from (or asked) the provider. */
  provider_verified: StaffPaymentEvent | null;
  events: StaffPaymentEvent[];
  refund: { provider_refund_id: string; reason: string; staff_id: number; created_at: string } | null;
  credit_note: CreditNoteSummary | null;
}

/** GET /admin-api/subscriptions. */
export interface StaffSubscription {
  id: number;
  user_id: number;
  member: StaffBillingMemberRef;
  plan_id: number;
  plan_name: string | null;
  coupon_code: string | null;
  status: SubscriptionStatus;
  /** Null until the subscription is active. */
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** GET /admin-api/invoices: finance staff see the recipient's details the invoice prints. */
export interface StaffInvoice {
  id: number;
  invoice_no: string;
  invoice_date: string;
  financial_year: number;
  kind: PaymentPurpose;
  plan_name: string;
  coupon_code: string | null;
  currency: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  /**
   * A foreign-currency invoice's rupee value (decision 293): rupees per unit, the rate's date, and the
   * total and taxable value in rupees ("1019.44"). Null on rupee invoices and until a rate is entered.
   */
  inr_rate: string | null;
  inr_rate_date: string | null;
  total_inr: string | null;
  taxable_inr: string | null;
  supply_type: SupplyType;
  /** The state's GST code and name: "24-Gujarat". */
  place_of_supply: string;
  sac: string;
  provider: PaymentProviderName;
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
}

/** GET /admin-api/invoices/{id}. */
export interface StaffInvoiceDetail extends StaffInvoice {
  credit_note: CreditNoteSummary | null;
}

/** GET /admin-api/invoices/totals: the sums of the filtered invoices, one row per currency. */
export interface StaffInvoiceTotals {
  currency: string;
  count: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

/** /admin-api/exchange-rates: a rupee rate finance staff entered (decision 293). */
export interface StaffExchangeRate {
  id: number;
  /** ISO 4217 code, never INR. */
  currency: string;
  /** YYYY-MM-DD. */
  rate_date: string;
  /** Rupees per unit, a decimal string with up to 6 decimals ("22.654300"). */
  inr_per_unit: string;
  /** Where it was read, e.g. "RBI reference rate". */
  source: string;
  created_at: string;
  updated_at: string;
}
