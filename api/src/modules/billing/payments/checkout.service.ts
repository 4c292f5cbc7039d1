import type { CheckoutData } from '@app/contracts';
import { BLUE_TICK_PLAN_ID, ELITE_PLAN_ID } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../../core/auth/auth.decorators';
import { InvalidInputError, NotFoundError } from '../../../core/errors/domain-error';
import { MemberDirectory, type MemberFacts } from '../../members';
import { alreadyPaid } from '../billing.errors';
import { BlueTickService } from '../bluetick/bluetick.service';
import { CatalogueService, type ListPrice } from '../catalogue/catalogue.service';
import { discounted } from '../catalogue/pricing';
import { CouponsService } from '../coupons/coupons.service';
import type { CheckoutDto } from '../dto/payment-requests.dto';
import { PaymentEntity } from '../entities/payment.entity';
import type { Buyer } from '../providers/payment-provider';
import { PaymentProvidersService } from '../providers/payment-providers';
import { SubscriptionsService } from '../subscriptions.service';
import { PaymentConfirmationService } from './payment-confirmation.service';

/** What is being paid for: the subscription or the blue-tick request, its plan and coupon. */
interface PaymentTarget {
  purpose: 'elite' | 'bluetick';
  planId: number;
  subscriptionId: number | null;
  requestId: number | null;
  couponCode: string | null;
}

const needsMobile = () =>
  new InvalidInputError({ mobile_no: ['Please add your mobile number to your profile before paying.'] });

/**
 * POST /api/payments/checkout: prices the caller's own subscription or blue-tick request on the server
 * (plan, country, coupon, account age), records a pending payment, and starts it at the member's provider.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly directory: MemberDirectory,
    private readonly catalogue: CatalogueService,
    private readonly coupons: CouponsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly blueTick: BlueTickService,
    private readonly providers: PaymentProvidersService,
    private readonly confirmation: PaymentConfirmationService,
  ) {}

  async checkout(principal: Principal, input: CheckoutDto): Promise<CheckoutData> {
    const member = await this.directory.facts(principal.id);
    if (!member) throw new NotFoundError('Member not found');
    if (!member.mobile_no) throw needsMobile();
    const target =
      input.purpose === 'elite'
        ? await this.eliteTarget(principal, input.subscription_id!)
        : await this.blueTickTarget(principal, input.bluetick_payment_id!);
    const price = await this.catalogue.listPrice(target.planId, member.country_id, member.created_at);
    const provider = this.providers.forCountry(member.country_id);
    const payment = await this.db.transaction('READ COMMITTED', (manager) =>
      this.recordPending(manager, member, target, price, provider.name),
    );
    try {
      const started = await provider.start(payment, price.plan, price.currency, this.buyer(member));
      await this.db.getRepository(PaymentEntity).update(payment.id, { provider_order_id: started.orderId });
      return started.checkout;
    } catch (error) {
      await this.confirmation.fail(payment.id, 'the provider could not start the payment');
      throw error;
    }
  }

  /**
   * In READ COMMITTED, so that the paid uses counted after taking the coupon's row lock include every
   * confirmation that committed before, and no gap locks can deadlock parallel inserts. The member's
   * earlier unpaid attempts for the same thing are superseded first. A coupon's use is counted when a
   * payment is confirmed (PaymentConfirmationService), not here: an unpaid checkout holds nothing.
   */
  private async recordPending(
    manager: EntityManager,
    member: MemberFacts,
    target: PaymentTarget,
    price: ListPrice,
    provider: PaymentEntity['provider'],
  ) {
    const repo = manager.getRepository(PaymentEntity);
    const sameTarget = target.subscriptionId
      ? { subscription_id: target.subscriptionId }
      : { bluetick_request_id: target.requestId! };
    await repo.update({ user_id: member.id, status: 'pending', ...sameTarget }, { status: 'superseded' });
    const coupon = target.couponCode
      ? await this.coupons.checkInside(manager, target.couponCode, {
          planId: target.planId,
          currency: price.currency.code,
          userId: member.id,
        })
      : null;
    const { discountMinor, amountMinor } = coupon
      ? discounted(price.listMinor, price.currency.minor_unit, coupon)
      : { discountMinor: 0, amountMinor: price.listMinor };
    return repo.save(
      repo.create({
        user_id: member.id,
        purpose: target.purpose,
        plan_id: target.planId,
        subscription_id: target.subscriptionId,
        bluetick_request_id: target.requestId,
        provider,
        currency: price.currency.code,
        list_amount_minor: price.listMinor,
        discount_minor: discountMinor,
        amount_minor: amountMinor,
        coupon_id: coupon?.id ?? null,
        coupon_code: coupon?.code ?? null,
        status: 'pending',
      }),
    );
  }

  private async eliteTarget(principal: Principal, subscriptionId: number): Promise<PaymentTarget> {
    const subscription = await this.subscriptions.owned(principal, subscriptionId);
    if (subscription.status === 'active') throw alreadyPaid('subscription_id');
    if (subscription.status !== 'pending' || subscription.plan_id !== ELITE_PLAN_ID) {
      throw new InvalidInputError({ subscription_id: ['This subscription cannot be paid.'] });
    }
    return {
      purpose: 'elite',
      planId: ELITE_PLAN_ID,
      subscriptionId: subscription.id,
      requestId: null,
      couponCode: subscription.coupon_code,
    };
  }

  private async blueTickTarget(principal: Principal, requestId: number): Promise<PaymentTarget> {
    const request = await this.blueTick.owned(principal, requestId);
    if (['under review', 'approved'].includes(request.status)) throw alreadyPaid('bluetick_payment_id');
    if (request.status !== 'awaiting payment') {
      throw new InvalidInputError({
        bluetick_payment_id: ['This blue-tick request is closed. Please upload your documents again.'],
      });
    }
    return {
      purpose: 'bluetick',
      planId: BLUE_TICK_PLAN_ID,
      subscriptionId: null,
      requestId: request.id,
      couponCode: null,
    };
  }

  private buyer(member: MemberFacts): Buyer {
    return {
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      phone: member.mobile_no ?? '',
    };
  }
}
