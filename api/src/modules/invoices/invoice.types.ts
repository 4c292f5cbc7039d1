/** What billing tells invoicing about a payment the provider confirmed (a snapshot: billing's tables stay its own). */
export interface PaidPurchase {
  /** Billing's payment record id: one invoice per payment, however often this arrives. */
  paymentId: number;
  userId: number;
  kind: 'elite' | 'bluetick';
  planId: number;
  /** The product line on the invoice, e.g. 'Elite Membership' or '1YearPlan'. */
  planName: string;
  /** The GST-inclusive total charged, in the currency's minor unit (paise for INR). */
  amountMinor: number;
  /** ISO 4217 code, e.g. 'INR'. */
  currency: string;
  couponCode: string | null;
  /** When the provider confirmed the payment (ISO 8601). */
  paidAt: string;
  provider: 'payu' | 'razorpay';
  /** The provider's reference: PayU txnid / mihpayid, Razorpay payment id. */
  providerRef: string;
}
