import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../core/config/app-config';
import { DomainError } from '../../../../core/errors/domain-error';
import { ProviderUnavailableError } from '../../billing.errors';
import type { CurrencyEntity } from '../../entities/currency.entity';
import type { PaymentEntity } from '../../entities/payment.entity';
import type { PlanEntity } from '../../entities/plan.entity';
import {
  type Buyer,
  MERCHANT_NAME,
  type PaymentProvider,
  type ProviderVerdict,
  type StartedPayment,
} from '../payment-provider';
import { callProvider } from '../provider-http';
import { sameHex } from '../signatures';
import { razorpayPaymentSignature, razorpayWebhookSignature } from './razorpay-signature';

/** The parts of Razorpay's payment entity billing reads. */
export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

interface RazorpayError {
  error?: { description?: string };
}

/**
 * Razorpay (members outside India): orders created server to server, Checkout in the browser, its
 * payment signature, its signed webhooks, and payment look-ups. Amounts are in the currency's minor
 * unit, which is what billing keeps anyway (¥1800 is 1800, 3.700 KWD is 3700).
 */
@Injectable()
export class RazorpayGateway implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(private readonly config: AppConfig) {}

  async start(
    payment: PaymentEntity,
    plan: PlanEntity,
    _currency: CurrencyEntity,
    buyer: Buyer,
  ): Promise<StartedPayment> {
    const { status, body } = await this.call<RazorpayOrder & RazorpayError>('POST', '/v1/orders', {
      amount: payment.amount_minor,
      currency: payment.currency,
      receipt: `payment_${payment.id}`,
      notes: { payment_id: String(payment.id), purpose: payment.purpose },
    });
    if (
      status !== 200 ||
      !body.id ||
      body.amount !== payment.amount_minor ||
      body.currency !== payment.currency
    ) {
      throw new ProviderUnavailableError(
        `razorpay: order not created (HTTP ${status}: ${body.error?.description ?? 'unexpected answer'})`,
      );
    }
    return {
      orderId: body.id,
      checkout: {
        payment_id: payment.id,
        provider: 'razorpay',
        razorpay: {
          key_id: this.config.RAZORPAY_KEY_ID,
          order_id: body.id,
          amount: payment.amount_minor,
          currency: payment.currency,
          name: MERCHANT_NAME,
          description: plan.name,
          prefill: {
            name: `${buyer.firstName} ${buyer.lastName}`.trim(),
            email: buyer.email,
            contact: buyer.phone,
          },
          script_url: this.config.RAZORPAY_CHECKOUT_SCRIPT_URL,
        },
      },
    };
  }

  /**
   * Asks Razorpay for the order's payments: paid once one of them is captured (the confirmation then
   * checks its amount and currency against the checkout's).
   */
  async lookup(payment: PaymentEntity): Promise<ProviderVerdict> {
    if (!payment.provider_order_id) return { state: 'pending' };
    const { status, body } = await this.call<{ items?: RazorpayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(payment.provider_order_id)}/payments`,
    );
    if (status !== 200) return { state: 'pending' };
    const captured = (body.items ?? []).find(
      (p) => p.status === 'captured' && p.order_id === payment.provider_order_id,
    );
    return captured
      ? { state: 'paid', providerRef: captured.id, amountMinor: captured.amount, currency: captured.currency }
      : { state: 'pending' };
  }

  /**
   * Razorpay's Refunds API for the whole captured amount (`POST /v1/payments/{id}/refund`, receipt of the
   * payment's own). A payment refunded before answers with its existing refund, so a retry refunds nothing
   * more.
   */
  async refund(
    payment: PaymentEntity,
    _currency: CurrencyEntity,
    reason: string,
  ): Promise<{ refundId: string }> {
    const paymentId = payment.provider_payment_id;
    if (!paymentId) throw new DomainError(409, 'Razorpay has no id for this payment; it cannot be refunded.');
    const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
    const { status, body } = await this.call<{ id?: string } & RazorpayError>('POST', `${path}/refund`, {
      receipt: `refund_${payment.id}`,
      notes: { payment_id: String(payment.id), reason: reason.slice(0, 200) },
    });
    if (status === 200 && body.id) return { refundId: body.id };
    const earlier = await this.call<{ items?: { id: string }[] }>('GET', `${path}/refunds`);
    const first = earlier.status === 200 ? earlier.body.items?.[0]?.id : undefined;
    if (first) return { refundId: first };
    throw new DomainError(409, `Razorpay refused the refund: ${body.error?.description ?? `HTTP ${status}`}`);
  }

  /** One payment as Razorpay has it, or null when Razorpay does not know the id. */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment | null> {
    const { status, body } = await this.call<RazorpayPayment>(
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}`,
    );
    return status === 200 && body.id === paymentId ? body : null;
  }

  /** Checkout's `razorpay_signature`: proves the order and payment ids came from Razorpay. */
  isGenuinePayment(orderId: string, paymentId: string, signature: string): boolean {
    return sameHex(signature, razorpayPaymentSignature(orderId, paymentId, this.config.RAZORPAY_KEY_SECRET));
  }

  /** X-Razorpay-Signature over the exact body bytes. */
  isGenuineWebhook(rawBody: Buffer | undefined, signature: unknown): boolean {
    return (
      !!rawBody && sameHex(signature, razorpayWebhookSignature(rawBody, this.config.RAZORPAY_WEBHOOK_SECRET))
    );
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const auth = Buffer.from(`${this.config.RAZORPAY_KEY_ID}:${this.config.RAZORPAY_KEY_SECRET}`).toString(
      'base64',
    );
    return callProvider<T>('razorpay', `${this.config.RAZORPAY_BASE_URL.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
}
