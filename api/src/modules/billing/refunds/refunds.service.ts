import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError, NotFoundError } from '../../../core/errors/domain-error';
import { CreditNotesService, type CreditNoteSummary } from '../../invoices';
import { MemberDirectory } from '../../members';
import { CatalogueService } from '../catalogue/catalogue.service';
import { BluetickRequestEntity } from '../entities/bluetick-request.entity';
import { PaymentEntity } from '../entities/payment.entity';
import { RefundEntity } from '../entities/refund.entity';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { PaymentEventsService } from '../payments/payment-events.service';
import { PaymentProvidersService } from '../providers/payment-providers';

export interface RefundOutcome {
  refund: RefundEntity;
  creditNote: CreditNoteSummary;
  /** False when the payment had been refunded before (a repeated request): nothing changed. */
  refundedNow: boolean;
}

/**
 * Refunds by staff: the provider gives the whole amount back (PayU cancel_refund_transaction, Razorpay
 * refunds), what the payment bought ends at once (the Elite subscription, or the blue tick), and a credit
 * note cancels the invoice. The payment stays `paid` (it was), so a replayed return or webhook of it finds
 * it settled and activates nothing again; the refund is its own record, one per payment.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly providers: PaymentProvidersService,
    private readonly catalogue: CatalogueService,
    private readonly creditNotes: CreditNotesService,
    private readonly directory: MemberDirectory,
    private readonly events: PaymentEventsService,
  ) {}

  async refund(paymentId: number, reason: string, staffId: number): Promise<RefundOutcome> {
    const payment = await this.db.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment) throw new NotFoundError('Payment not found');
    let refund = await this.db.getRepository(RefundEntity).findOneBy({ payment_id: paymentId });
    let refundedNow = false;
    if (!refund) {
      if (payment.status !== 'paid')
        throw new DomainError(409, `Only a paid payment can be refunded; this one is ${payment.status}.`);
      const currency = await this.catalogue.currency(payment.currency);
      // Asked before anything changes here: a provider that refuses leaves the payment as it was.
      const { refundId } = await this.providers.byName(payment.provider).refund(payment, currency, reason);
      const recorded = await this.record(payment, refundId, reason, staffId);
      refund = recorded.refund;
      refundedNow = recorded.created;
      if (recorded.badgeRevoked) await this.directory.setBlueTick(payment.user_id, false);
      if (refundedNow) {
        this.logger.log({ msg: 'payment refunded', paymentId, provider: payment.provider, refundId });
        await this.events.record({
          paymentId,
          provider: payment.provider,
          source: 'staff_refund',
          outcome: 'refunded',
          detail: { refund_id: refundId, reason },
        });
      }
    }
    const creditNote = await this.creditNotes.issueFor(paymentId, refund.reason);
    return { refund, creditNote, refundedNow };
  }

  /**
   * Records the refund and ends what the payment bought, in one transaction under the payment's row lock:
   * two requests at once record one refund and end things once.
   */
  private record(payment: PaymentEntity, refundId: string, reason: string, staffId: number) {
    return this.db.transaction(async (manager) => {
      await manager
        .getRepository(PaymentEntity)
        .findOne({ where: { id: payment.id }, lock: { mode: 'pessimistic_write' } });
      const refunds = manager.getRepository(RefundEntity);
      const existing = await refunds.findOneBy({ payment_id: payment.id });
      if (existing) return { refund: existing, created: false, badgeRevoked: false };
      const refund = await refunds.save(
        refunds.create({
          payment_id: payment.id,
          provider: payment.provider,
          provider_refund_id: refundId.slice(0, 100),
          currency: payment.currency,
          amount_minor: payment.amount_minor,
          reason: reason.slice(0, 500),
          staff_id: staffId,
        }),
      );
      let badgeRevoked = false;
      const now = new Date();
      if (payment.purpose === 'elite' && payment.subscription_id) {
        await manager
          .getRepository(SubscriptionEntity)
          .update({ id: payment.subscription_id }, { status: 'cancelled', ends_at: now });
      } else if (payment.bluetick_request_id) {
        const requests = manager.getRepository(BluetickRequestEntity);
        const request = await requests.findOneBy({ id: payment.bluetick_request_id });
        if (request && request.status !== 'cancelled') {
          badgeRevoked = request.status === 'approved';
          await requests.update(
            { id: request.id },
            { status: 'cancelled', review_note: `Refunded: ${reason}`.slice(0, 255), reviewed_at: now },
          );
        }
      }
      return { refund, created: true, badgeRevoked };
    });
  }
}
