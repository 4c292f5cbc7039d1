import type { RaRecord } from 'react-admin';

export interface PaymentEventRecord {
  id: number;
  source: 'return' | 'webhook' | 'verify' | 'status_check' | 'staff_recheck' | 'staff_refund';
  event: string;
  outcome: string;
  detail: Record<string, unknown> | null;
  received_at: string;
}

/** A payment as /admin-api/payments answers it (amounts in the major unit, as text). */
export interface PaymentRecord extends RaRecord<number> {
  user_id: number;
  member: { id: number; full_name: string | null; email: string | null };
  purpose: 'elite' | 'bluetick';
  plan_id: number;
  subscription_id: number | null;
  bluetick_request_id: number | null;
  provider: 'payu' | 'razorpay';
  txnid: string | null;
  provider_payment_id: string | null;
  currency: string;
  list_amount: string;
  discount: string;
  amount: string;
  coupon_code: string | null;
  status: 'pending' | 'paid' | 'failed' | 'superseded';
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
  invoice: { id: number; invoice_no: string } | null;
  /** On a payment's own page only. */
  provider_verified?: PaymentEventRecord | null;
  events?: PaymentEventRecord[];
  refund?: { provider_refund_id: string; reason: string; staff_id: number; created_at: string } | null;
  credit_note?: { id: number; credit_note_no: string; note_date: string; invoice_id: number } | null;
}

export const statusChoices = [
  { id: 'pending', name: 'resources.payments.statuses.pending' },
  { id: 'paid', name: 'resources.payments.statuses.paid' },
  { id: 'failed', name: 'resources.payments.statuses.failed' },
  { id: 'superseded', name: 'resources.payments.statuses.superseded' },
];

export const purposeChoices = [
  { id: 'elite', name: 'resources.payments.purposes.elite' },
  { id: 'bluetick', name: 'resources.payments.purposes.bluetick' },
];

export const providerChoices = [
  { id: 'payu', name: 'PayU' },
  { id: 'razorpay', name: 'Razorpay' },
];
