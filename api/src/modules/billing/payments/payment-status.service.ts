import {
  BillingMessages,
  type BlueTickPaymentState,
  type PaymentView,
  type SubscriptionPaymentState,
} from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, IsNull, type Repository } from 'typeorm';
import { Answer } from '../../../core/http/envelope.interceptor';
import type { Principal } from '../../../core/auth/auth.decorators';
import { ForbiddenError, NotFoundError } from '../../../core/errors/domain-error';
import { nothingPaid, ProviderUnavailableError } from '../billing.errors';
import { toBlueTickDetails } from '../bluetick/bluetick.mappers';
import { BlueTickService } from '../bluetick/bluetick.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { PaymentEntity } from '../entities/payment.entity';
import type { SubscriptionEntity } from '../entities/subscription.entity';
import { PaymentProvidersService } from '../providers/payment-providers';
import { SubscriptionsService, toSubscriptionView } from '../subscriptions.service';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { toPaymentView } from './payment.mappers';

/** How many of a record's latest unpaid attempts a status check asks the provider about. */
const ATTEMPTS_CHECKED = 3;

/**
 * Payment states as the provider knows them. The member's own view of a payment, and the seeds' legacy
 * calls (`payment/{id}`, `payment-bluetick/{id}`): whatever status those clients send, the server asks the
 * provider about the record's latest attempts and answers with the real state.
 */
@Injectable()
export class PaymentStatusService {
  private readonly logger = new Logger(PaymentStatusService.name);

  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly providers: PaymentProvidersService,
    private readonly confirmation: PaymentConfirmationService,
    private readonly catalogue: CatalogueService,
    private readonly subscriptions: SubscriptionsService,
    private readonly blueTick: BlueTickService,
  ) {}

  /** GET /api/payments/{id}: the caller's own payment; a pending one is checked with the provider first. */
  async view(principal: Principal, id: number): Promise<PaymentView> {
    // Someone else's payment answers like a missing one: ids are sequential, a 403 would confirm them.
    let payment = await this.payments.findOneBy({ id, user_id: principal.id });
    if (!payment) throw new NotFoundError('Payment not found');
    if (payment.status === 'pending') payment = await this.refresh(payment);
    return toPaymentView(payment, await this.catalogue.currency(payment.currency));
  }

  /**
   * POST payment/{subscription id}. A free account (no subscription; the seeds' free sign-up calls this
   * with whatever id it has) is told there is nothing to pay. Otherwise 200 with the active subscription,
   * or 422 when the provider has no successful payment for it.
   */
  async subscriptionPayment(
    principal: Principal,
    idParam: string,
  ): Promise<Answer<SubscriptionPaymentState>> {
    const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : null;
    const subscription = id
      ? await this.subscriptions.owned(principal, id)
      : await this.subscriptions.latest(principal.id);
    if (!subscription) {
      return new Answer(
        { subscription_id: null, payment_status: 0, is_subscribed: 0, subscription: null },
        BillingMessages.freeAccount,
      );
    }
    const settled = subscription.status === 'active' ? subscription : await this.settleRecord(subscription);
    if (settled.status !== 'active') throw nothingPaid();
    const summary = (await this.subscriptions.summaries([principal.id])).get(principal.id);
    return new Answer(
      {
        subscription_id: settled.id,
        payment_status: 1,
        is_subscribed: summary?.subscribed ? 1 : 0,
        subscription: toSubscriptionView(settled),
      },
      BillingMessages.paymentConfirmed,
    );
  }

  /** POST payment-bluetick/{user id}: the caller's latest blue-tick request, paid (200) or not (422). */
  async blueTickPayment(principal: Principal, userId: number): Promise<Answer<BlueTickPaymentState>> {
    if (userId !== principal.id) throw new ForbiddenError();
    let request = await this.blueTick.latest(userId);
    if (!request) throw nothingPaid();
    if (request.status === 'awaiting payment') {
      await this.refreshAttempts({ bluetick_request_id: request.id });
      request = (await this.blueTick.byId(request.id))!;
    }
    if (request.status === 'awaiting payment' || request.status === 'cancelled') throw nothingPaid();
    const message =
      request.status === 'under review'
        ? BillingMessages.blueTickUnderReview
        : BillingMessages.paymentConfirmed;
    return new Answer(
      {
        blue_tick: request.status === 'approved' ? 1 : 0,
        payment_status: 1,
        bluetick_payment_details: toBlueTickDetails(request),
      },
      message,
    );
  }

  private async settleRecord(subscription: SubscriptionEntity): Promise<SubscriptionEntity> {
    await this.refreshAttempts({ subscription_id: subscription.id });
    return (await this.subscriptions.byId(subscription.id)) ?? subscription;
  }

  /** Asks the provider about the record's latest unpaid attempts, newest first, until one turns out paid. */
  private async refreshAttempts(
    target: { subscription_id: number } | { bluetick_request_id: number },
  ): Promise<void> {
    const attempts = await this.payments.find({
      where: { ...target, status: In(['pending', 'superseded']), provider_order_id: Not(IsNull()) },
      order: { id: 'DESC' },
      take: ATTEMPTS_CHECKED,
    });
    for (const attempt of attempts) {
      if ((await this.refresh(attempt)).status === 'paid') return;
    }
  }

  /** One attempt checked with its provider; an unreachable provider leaves it as it was. */
  private async refresh(payment: PaymentEntity): Promise<PaymentEntity> {
    try {
      const verdict = await this.providers
        .byName(payment.provider)
        .lookup(payment, await this.catalogue.currency(payment.currency));
      return await this.confirmation.settle(payment, verdict);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.logger.warn({
        msg: 'provider unavailable for a status check',
        paymentId: payment.id,
        detail: error.detail,
      });
      return payment;
    }
  }
}
