import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { couponRefused } from '../billing.errors';
import { CouponEntity } from '../entities/coupon.entity';
import { PaymentEntity } from '../entities/payment.entity';
import { couponLimitProblem, couponProblem, type CouponUses } from './coupon-rules';

/** The purchase a coupon is checked against. */
export interface CouponTarget {
  planId: number;
  currency: string;
  /** The member, or null for an anonymous visitor (the per-member limit is then checked at checkout). */
  userId: number | null;
}

const normalise = (code: string) => code.trim();

/**
 * Coupon checks. A coupon use is a paid payment that carries it (decision 228): an unpaid checkout holds
 * nothing, so nobody is refused because of someone else's abandoned payment page. The limits are checked
 * at checkout, and again when a payment is confirmed, under the coupon's row lock, so two confirmations
 * can never both take the last use.
 */
@Injectable()
export class CouponsService {
  constructor(@InjectRepository(CouponEntity) private readonly coupons: Repository<CouponEntity>) {}

  /** The coupon if it may be used for this purchase now; 422 on coupon_code otherwise. */
  async check(code: string, target: CouponTarget, now = new Date()): Promise<CouponEntity> {
    const coupon = await this.coupons.findOneBy({ code: normalise(code) });
    return this.verdict(
      coupon,
      target,
      now,
      coupon ? await this.uses(this.coupons.manager, coupon.id, target.userId) : undefined,
    );
  }

  /**
   * Inside the checkout's (READ COMMITTED) transaction: locks the coupon row, then counts the paid uses and
   * checks, so the price the pending payment gets is one the coupon still allowed when it was decided.
   */
  async checkInside(
    manager: EntityManager,
    code: string,
    target: CouponTarget & { userId: number },
    now = new Date(),
  ): Promise<CouponEntity> {
    const coupon = await manager
      .getRepository(CouponEntity)
      .findOne({ where: { code: normalise(code) }, lock: { mode: 'pessimistic_write' } });
    return this.verdict(
      coupon,
      target,
      now,
      coupon ? await this.uses(manager, coupon.id, target.userId) : undefined,
    );
  }

  /**
   * For each plan in its currency, the first coupon that is active and advertised for it (REST500), if any.
   * One query for all the plans of a price list.
   */
  async advertised(
    targets: Array<{ planId: number; currency: string }>,
    now = new Date(),
  ): Promise<Array<string | null>> {
    if (!targets.length) return [];
    const rows = await this.coupons.find({
      where: { is_advertised: true, is_active: true },
      order: { id: 'ASC' },
    });
    return targets.map(({ planId, currency }) => {
      const usable = rows.find(
        (c) => couponProblem(c, { planId, currency, now, uses: { total: 0, byMember: null } }) === null,
      );
      return usable?.code ?? null;
    });
  }

  /**
   * Inside the confirmation's (READ COMMITTED) transaction, before a payment that carries the coupon is
   * marked paid: takes the coupon's row lock, so confirmations of the same coupon go one at a time, then
   * counts the other paid uses. Answers why the payment may not use it (used up, or by this member), or
   * null. Dates are not checked again: the price was granted at checkout.
   */
  async claimProblemInside(
    manager: EntityManager,
    payment: Pick<PaymentEntity, 'id' | 'coupon_id' | 'user_id'>,
  ): Promise<string | null> {
    if (!payment.coupon_id) return null;
    const coupon = await manager
      .getRepository(CouponEntity)
      .findOne({ where: { id: payment.coupon_id }, lock: { mode: 'pessimistic_write' } });
    if (!coupon) return null;
    return couponLimitProblem(coupon, await this.uses(manager, coupon.id, payment.user_id, payment.id));
  }

  byId(id: number, manager: EntityManager = this.coupons.manager): Promise<CouponEntity | null> {
    return manager.getRepository(CouponEntity).findOneBy({ id });
  }

  private verdict(
    coupon: CouponEntity | null,
    target: CouponTarget,
    now: Date,
    uses: CouponUses | undefined,
  ): CouponEntity {
    const problem = couponProblem(coupon, {
      planId: target.planId,
      currency: target.currency,
      now,
      uses: uses ?? { total: 0, byMember: null },
    });
    if (problem || !coupon) throw couponRefused(problem!);
    return coupon;
  }

  /** Paid payments carrying the coupon, all and the member's own (`except` one payment, being confirmed). */
  private async uses(
    manager: EntityManager,
    couponId: number,
    userId: number | null,
    except = 0,
  ): Promise<CouponUses> {
    const row = await manager
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .select('COUNT(*)', 'total')
      .addSelect('COALESCE(SUM(p.user_id = :userId), 0)', 'mine')
      .where('p.coupon_id = :couponId', { couponId })
      .andWhere("p.status = 'paid'")
      .andWhere('p.id <> :except', { except })
      .setParameter('userId', userId ?? 0)
      .getRawOne<{ total: string | number; mine: string | number }>();
    return { total: Number(row?.total ?? 0), byMember: userId === null ? null : Number(row?.mine ?? 0) };
  }
}
