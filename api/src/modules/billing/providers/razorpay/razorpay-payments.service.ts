import { BillingMessages, type PaymentView } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import type { Principal } from '../../../../core/auth/auth.decorators';
import { DomainError, InvalidInputError, NotFoundError } from '../../../../core/errors/domain-error';
import { Answer } from '../../../../core/http/envelope.interceptor';
import { CatalogueService } from '../../catalogue/catalogue.service';
import type { RazorpayVerifyDto } from '../../dto/payment-requests.dto';
import { PaymentConfirmationService } from '../../payments/payment-confirmation.service';
import { PaymentEventsService } from '../../payments/payment-events.service';
import { ProviderOrdersService } from '../../payments/provider-orders';
import { toPaymentView } from '../../payments/payment.mappers';
import { RazorpayGateway, type RazorpayPayment } from './razorpay.gateway';

/** The webhook events that mean money was taken for an order. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment }; order?: { entity?: { id?: string } } };
}

/**
 * Razorpay's two ways of telling billing about a payment: Checkout's success handler (the member's page
 * posts its signed ids, then billing fetches the payment from Razorpay) and the signed webhook.
 */
@Injectable()
export class RazorpayPaymentsService {
  private readonly logger = new Logger(RazorpayPaymentsService.name);

  constructor(
    private readonly orders: ProviderOrdersService,
    private readonly razorpay: RazorpayGateway,
    private readonly catalogue: CatalogueService,
    private readonly confirmation: PaymentConfirmationService,
    private readonly events: PaymentEventsService,
  ) {}

  /**
   * POST /api/payments/razorpay/verify: the signature proves the ids came from Razorpay; the fetched payment
   * proves it was captured for this order, amount and currency. 200 with the payment as it now is.
   */
  async verify(principal: Principal, input: RazorpayVerifyDto): Promise<Answer<PaymentView>> {
    if (
      !this.razorpay.isGenuinePayment(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      )
    ) {
      throw new InvalidInputError({ razorpay_signature: [BillingMessages.paymentNotVerified] });
    }
    // Another member's order answers like an unknown one (404), so ids cannot be probed.
    let payment = await this.orders.find('razorpay', input.razorpay_order_id, principal.id);
    if (!payment) throw new NotFoundError('Payment not found');
    if (payment.status !== 'paid') {
      const fetched = await this.razorpay.fetchPayment(input.razorpay_payment_id);
      await this.events.record({
        paymentId: payment.id,
        provider: 'razorpay',
        source: 'verify',
        outcome: fetched?.status ?? 'unknown',
        detail: { order_id: input.razorpay_order_id, razorpay_payment_id: input.razorpay_payment_id },
      });
      if (!fetched || fetched.order_id !== payment.provider_order_id || fetched.status === 'failed') {
        throw new InvalidInputError({ razorpay_payment_id: [BillingMessages.paymentNotVerified] });
      }
      if (fetched.status === 'captured') {
        payment = await this.confirmation.confirm(payment.id, {
          state: 'paid',
          providerRef: fetched.id,
          amountMinor: fetched.amount,
          currency: fetched.currency,
        });
      }
      if (payment.status === 'failed')
        throw new InvalidInputError({ razorpay_payment_id: [BillingMessages.paymentNotVerified] });
    }
    const message =
      payment.status === 'paid' ? BillingMessages.paymentConfirmed : BillingMessages.paymentNotReceived;
    return new Answer(toPaymentView(payment, await this.catalogue.currency(payment.currency)), message);
  }

  /**
   * POST /api/payments/razorpay/webhook: only a body signed with the webhook secret is read, and even then
   * it is only a hint. A signing secret can leak (or a development one be left in a deployment), so a
   * paid event for a known order makes billing fetch the payment from Razorpay's API, as the PayU path
   * asks verify_payment: only a payment Razorpay itself reports captured for this order confirms it (once,
   * however often the event arrives), with Razorpay's amount and currency, never the body's. Other events,
   * and payments Razorpay reports otherwise, are acknowledged and change nothing.
   */
  async webhook(
    rawBody: Buffer | undefined,
    signature: unknown,
    event: RazorpayEvent,
  ): Promise<{ handled: boolean }> {
    const entity = event.payload?.payment?.entity;
    const orderId = entity?.order_id ?? event.payload?.order?.entity?.id;
    const payment = orderId ? await this.orders.find('razorpay', orderId) : null;
    const note = (outcome: string, fetched?: RazorpayPayment | null) =>
      this.events.record({
        paymentId: payment?.id ?? null,
        provider: 'razorpay',
        source: 'webhook',
        event: typeof event.event === 'string' ? event.event : 'unknown',
        outcome,
        detail: {
          order_id: orderId ?? null,
          razorpay_payment_id: entity?.id ?? null,
          razorpay_status: entity?.status ?? null,
          amount: entity?.amount ?? null,
          currency: entity?.currency ?? null,
          ...(fetched !== undefined && { fetched_status: fetched?.status ?? 'unknown' }),
        },
      });
    if (!this.razorpay.isGenuineWebhook(rawBody, signature)) {
      await note('rejected');
      throw new DomainError(400, 'The notification could not be verified.');
    }
    if (!event.event || !PAID_EVENTS.has(event.event) || typeof entity?.id !== 'string' || !entity.id) {
      await note('ignored');
      return { handled: false };
    }
    if (!payment) {
      this.logger.warn({ msg: 'Razorpay event for an unknown order', event: event.event, orderId });
      await note('ignored');
      return { handled: false };
    }
    // Unreachable Razorpay throws (503): Razorpay delivers the event again later.
    const fetched = await this.razorpay.fetchPayment(entity.id);
    if (!fetched || fetched.order_id !== payment.provider_order_id || fetched.status !== 'captured') {
      this.logger.warn({
        msg: 'Razorpay event not confirmed by Razorpay',
        event: event.event,
        orderId,
        fetched: fetched?.status ?? 'unknown',
      });
      await note('unconfirmed', fetched);
      return { handled: false };
    }
    const confirmed = await this.confirmation.confirm(payment.id, {
      state: 'paid',
      providerRef: fetched.id,
      amountMinor: fetched.amount,
      currency: fetched.currency,
    });
    await note(confirmed.status, fetched);
    return { handled: true };
  }
}
