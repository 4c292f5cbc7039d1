import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { couponRefused } from '../billing.errors';
import { CouponEntity } from '../entities/coupon.entity';
import { PaymentEntity } from '../entities/payment.entity';
import { COUPON_HOLD_MINUTES, couponProblem, type CouponUses } from './coupon-rules';

/** The purchase a coupon is checked against. */
export interface CouponTarget {
  planId: number;
  currency: string;
  /** The member, or null for an anonymous visitor (the per-member limit is then checked at checkout). */
  userId: number | null;
}

const normalise = (code: string) => code.trim();

/**
 * Coupon checks. A coupon use is a payment that carries it: paid, or pending and younger than the hold.
 * Checkout takes the coupon's row lock before counting, so parallel checkouts cannot both take the last use.
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
      coupon ? await this.uses(this.coupons.manager, coupon.id, target.userId, now) : undefined,
    );
  }

  /**
   * Inside the checkout's (READ COMMITTED) transaction: locks the coupon row, then counts and checks, so
   * that the pending payment the transaction then inserts is the use this check allowed. Until it commits,
   * every other checkout with this coupon waits here.
   */
  async holdInside(
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
      coupon ? await this.uses(manager, coupon.id, target.userId, now) : undefined,
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

  private async uses(
    manager: EntityManager,
    couponId: number,
    userId: number | null,
    now: Date,
  ): Promise<CouponUses> {
    const holdSince = new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000);
    const row = await manager
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .select('COUNT(*)', 'total')
      .addSelect('COALESCE(SUM(p.user_id = :userId), 0)', 'mine')
      .where('p.coupon_id = :couponId', { couponId })
      .andWhere("(p.status = 'paid' OR (p.status = 'pending' AND p.created_at > :holdSince))", { holdSince })
      .setParameter('userId', userId ?? 0)
      .getRawOne<{ total: string | number; mine: string | number }>();
    return { total: Number(row?.total ?? 0), byMember: userId === null ? null : Number(row?.mine ?? 0) };
  }
}
