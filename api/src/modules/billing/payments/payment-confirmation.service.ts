import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, IsNull } from 'typeorm';
import { NotFoundError } from '../../../core/errors/domain-error';
import { InvoicesService, type PaidPurchase } from '../../invoices';
import { BlueTickService } from '../bluetick/bluetick.service';
import { CouponsService } from '../coupons/coupons.service';
import { PaymentEntity } from '../entities/payment.entity';
import { PlanEntity } from '../entities/plan.entity';
import type { ProviderVerdict } from '../providers/payment-provider';
import { SubscriptionsService } from '../subscriptions.service';
import { WalletService } from '../wallet/wallet.service';

/** What the provider confirmed was paid. */
export type PaidEvidence = Extract<ProviderVerdict, { state: 'paid' }>;

/**
 * The one way a payment becomes paid (or failed). Returns, webhooks, Razorpay verification and the legacy
 * calls all end here. The payment row is locked for the whole change, so however often and however
 * concurrently the same confirmation arrives, the subscription or blue tick is activated once, the
 * agent's commission credited once and the invoice requested once.
 */
@Injectable()
export class PaymentConfirmationService {
  private readonly logger = new Logger(PaymentConfirmationService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly blueTick: BlueTickService,
    private readonly coupons: CouponsService,
    private readonly wallet: WalletService,
    private readonly invoices: InvoicesService,
  ) {}

  /** Applies what the provider said; answers the payment as it now is. */
  async settle(payment: PaymentEntity, verdict: ProviderVerdict): Promise<PaymentEntity> {
    if (verdict.state === 'paid') return this.confirm(payment.id, verdict);
    if (verdict.state === 'failed') return this.fail(payment.id, verdict.reason);
    return payment;
  }

  /**
   * Marks the payment paid and activates what it bought, exactly once. An amount or currency other than
   * the one decided at checkout is never activated: the payment is marked failed for staff to look at.
   * Nor is a payment whose coupon was used up by payments confirmed before it (decision 228): it is marked
   * failed with the provider's reference, for staff to refund.
   *
   * READ COMMITTED: the coupon's paid uses, counted after its row lock, include every confirmation that
   * committed before this one took the lock.
   */
  async confirm(paymentId: number, evidence: PaidEvidence): Promise<PaymentEntity> {
    const now = new Date();
    const { payment, activated } = await this.db.transaction('READ COMMITTED', async (manager) => {
      const repo = manager.getRepository(PaymentEntity);
      const locked = await repo.findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new NotFoundError('Payment not found');
      if (locked.status === 'paid') return { payment: locked, activated: false };
      if (evidence.amountMinor !== locked.amount_minor || evidence.currency !== locked.currency) {
        const reason = `provider reported ${evidence.amountMinor} ${evidence.currency}, expected ${locked.amount_minor} ${locked.currency}`;
        this.logger.error({ msg: 'payment amount mismatch', paymentId, reason });
        await repo.update(paymentId, { status: 'failed', failure_reason: reason });
        return { payment: await repo.findOneByOrFail({ id: paymentId }), activated: false };
      }
      const couponProblem = await this.coupons.claimProblemInside(manager, locked);
      if (couponProblem) {
        const reason = `coupon ${locked.coupon_code}: ${couponProblem} (paid ${evidence.providerRef}; refund due)`;
        this.logger.error({ msg: 'payment for a used-up coupon', paymentId, couponId: locked.coupon_id });
        await repo.update(paymentId, {
          status: 'failed',
          provider_payment_id: evidence.providerRef,
          failure_reason: reason.slice(0, 255),
        });
        return { payment: await repo.findOneByOrFail({ id: paymentId }), activated: false };
      }
      await repo.update(paymentId, {
        status: 'paid',
        provider_payment_id: evidence.providerRef,
        paid_at: now,
        invoice_requested_at: now,
        failure_reason: null,
      });
      const plan = await manager.getRepository(PlanEntity).findOneByOrFail({ id: locked.plan_id });
      if (locked.purpose === 'elite')
        await this.subscriptions.activateInside(manager, locked.subscription_id!, plan.duration_months, now);
      else await this.blueTick.markPaidInside(manager, locked.bluetick_request_id!, now);
      const coupon = locked.coupon_id ? await this.coupons.byId(locked.coupon_id, manager) : null;
      await this.wallet.creditInside(manager, { ...locked, status: 'paid' }, coupon);
      return { payment: await repo.findOneByOrFail({ id: paymentId }), activated: true };
    });
    if (activated) {
      this.logger.log({
        msg: 'payment confirmed',
        paymentId,
        purpose: payment.purpose,
        provider: payment.provider,
      });
      await this.queueInvoice(payment);
    } else if (payment.status === 'paid' && !payment.invoice_requested_at) {
      await this.retryInvoice(payment);
    }
    return payment;
  }

  /** A payment the provider reports failed; a paid one stays paid. Its coupon use is released with it. */
  async fail(paymentId: number, reason: string): Promise<PaymentEntity> {
    const repo = this.db.getRepository(PaymentEntity);
    await repo.update(
      { id: paymentId, status: In(['pending', 'superseded']) },
      { status: 'failed', failure_reason: reason.slice(0, 255) },
    );
    return repo.findOneByOrFail({ id: paymentId });
  }

  /**
   * Hands the paid purchase to invoicing. If that fails, the request mark is cleared so the next return,
   * webhook or status check asks again (invoicing is idempotent per payment id).
   */
  private async queueInvoice(payment: PaymentEntity): Promise<void> {
    try {
      const plan = await this.db.getRepository(PlanEntity).findOneByOrFail({ id: payment.plan_id });
      await this.invoices.queueFor(this.toPurchase(payment, plan));
    } catch (error) {
      this.logger.error({
        msg: 'invoice not queued; will retry on the next confirmation',
        paymentId: payment.id,
        error: String(error),
      });
      await this.db.getRepository(PaymentEntity).update(payment.id, { invoice_requested_at: null });
    }
  }

  /** Takes the request mark (only one caller can) before asking invoicing again. */
  private async retryInvoice(payment: PaymentEntity): Promise<void> {
    const claimed = await this.db
      .getRepository(PaymentEntity)
      .update(
        { id: payment.id, status: 'paid', invoice_requested_at: IsNull() },
        { invoice_requested_at: new Date() },
      );
    if (claimed.affected) await this.queueInvoice(payment);
  }

  private toPurchase(payment: PaymentEntity, plan: PlanEntity): PaidPurchase {
    return {
      paymentId: payment.id,
      userId: payment.user_id,
      kind: payment.purpose,
      planId: plan.id,
      planName: plan.product_info,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      couponCode: payment.coupon_code,
      paidAt: (payment.paid_at ?? new Date()).toISOString(),
      provider: payment.provider,
      providerRef: payment.provider_payment_id ?? payment.provider_order_id ?? String(payment.id),
    };
  }
}
