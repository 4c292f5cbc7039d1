import { randomBase62 } from '../shared/ids';

/** Razorpay's order entity (GET /v1/orders/{id}). Empty notes are `[]`, as Razorpay's PHP API answers. */
export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

/** Razorpay's payment entity (GET /v1/payments/{id}), for the card payments the sandbox makes. */
export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

/** Razorpay's refund entity (POST /v1/payments/{id}/refund). */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** Who paid, as the checkout knows it (prefill). */
export interface Payer {
  email: string;
  contact: string;
  description: string;
}

export type PaymentOutcome = 'success' | 'failure';

/** What the buyer sees and the payment records when the tester chooses Fail. */
export const FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (local sandbox: the tester chose Fail)',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay's fee on a captured payment: 2 %, of which 18 % GST. */
function fees(amount: number): { fee: number; tax: number } {
  const fee = Math.round(amount * 0.02);
  return { fee, tax: Math.round((fee * 18) / 118) };
}

/** Orders and their payments, in memory (the sandbox forgets everything when it stops). */
export class RazorpayLedger {
  private readonly orders = new Map<string, RazorpayOrder>();
  private readonly payments = new Map<string, RazorpayPayment>();
  private readonly refunds = new Map<string, RazorpayRefund>();

  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string | null;
    notes: Record<string, string>;
  }): RazorpayOrder {
    const order: RazorpayOrder = {
      id: `order_${randomBase62(14)}`,
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: Object.keys(input.notes).length ? input.notes : [],
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): RazorpayOrder | undefined {
    return this.orders.get(id);
  }

  payment(id: string): RazorpayPayment | undefined {
    return this.payments.get(id);
  }

  /**
   * Refunds (part of) a captured payment at once (normal speed, processed). The payment records what was
   * refunded and becomes `refunded` once the whole amount is back.
   */
  refund(
    payment: RazorpayPayment,
    input: { amount: number; notes: Record<string, string>; receipt: string | null },
  ): RazorpayRefund {
    const refund: RazorpayRefund = {
      id: `rfnd_${randomBase62(14)}`,
      entity: 'refund',
      amount: input.amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: Object.keys(input.notes).length ? input.notes : [],
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += input.amount;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return refund;
  }

  refundsOf(paymentId: string): RazorpayRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId);
  }

  paymentsOf(orderId: string): RazorpayPayment[] {
    return [...this.payments.values()].filter((p) => p.order_id === orderId);
  }

  /**
   * One payment attempt on an unpaid order. Success is captured at once (the usual auto-capture setting)
   * and marks the order paid; failure leaves the order 'attempted', open for another attempt.
   */
  pay(order: RazorpayOrder, outcome: PaymentOutcome, payer: Payer): RazorpayPayment {
    const paid = outcome === 'success';
    const payment: RazorpayPayment = {
      id: `pay_${randomBase62(14)}`,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: paid ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: order.currency !== 'INR',
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: paid,
      description: payer.description || null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: payer.email,
      contact: payer.contact,
      notes: [],
      ...(paid ? fees(order.amount) : { fee: null, tax: null }),
      error_code: paid ? null : FAILURE.code,
      error_description: paid ? null : FAILURE.description,
      error_source: paid ? null : FAILURE.source,
      error_step: paid ? null : FAILURE.step,
      error_reason: paid ? null : FAILURE.reason,
      acquirer_data: paid ? { auth_code: randomBase62(6).toUpperCase() } : {},
      created_at: unixNow(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (paid) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = 'paid';
    } else {
      order.status = 'attempted';
    }
    return payment;
  }
}
