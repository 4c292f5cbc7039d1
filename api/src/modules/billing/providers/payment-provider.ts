import type { CheckoutData, PaymentProviderName } from '@app/contracts';
import type { CurrencyEntity } from '../entities/currency.entity';
import type { PaymentEntity } from '../entities/payment.entity';
import type { PlanEntity } from '../entities/plan.entity';

/** Who pays, as the provider's form or widget is prefilled. */
export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A started payment: the provider's reference for it and what the browser needs to pay. */
export interface StartedPayment {
  orderId: string;
  checkout: CheckoutData;
}

/** What the provider says became of a payment, asked server to server. */
export type ProviderVerdict =
  | { state: 'paid'; providerRef: string; amountMinor: number; currency: string }
  | { state: 'failed'; reason: string }
  | { state: 'pending' };

/**
 * A payment provider as billing uses it: start a payment, and ask what became of it. Returns and webhooks
 * differ too much between providers to share a shape; each provider's controller verifies its own and
 * then goes through the same confirmation.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(
    payment: PaymentEntity,
    plan: PlanEntity,
    currency: CurrencyEntity,
    buyer: Buyer,
  ): Promise<StartedPayment>;
  lookup(payment: PaymentEntity, currency: CurrencyEntity): Promise<ProviderVerdict>;
  /**
   * Gives the whole paid amount back through the provider's refund API. Safe to repeat for a payment: the
   * provider is asked with a key of the payment's own, so a second call finds the first refund.
   */
  refund(payment: PaymentEntity, currency: CurrencyEntity, reason: string): Promise<{ refundId: string }>;
}

/** The merchant name Razorpay Checkout shows the payer. */
export const MERCHANT_NAME = 'Restaurant Community';
