import { type SubscriptionView } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, MoreThan, Not, type Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { MemberDirectory } from '../members';
import { CatalogueService } from './catalogue/catalogue.service';
import { CouponsService } from './coupons/coupons.service';
import { SubscriptionEntity } from './entities/subscription.entity';

/** What a member's profile shows about subscriptions. */
export interface SubscriptionSummary {
  current: SubscriptionEntity | null;
  subscribed: boolean;
}

/** Whether a subscription makes its member Elite now. subscribedAmong says the same in SQL: change both. */
const isRunning = (s: SubscriptionEntity, now: Date) =>
  s.status === 'active' && !!s.ends_at && s.ends_at > now;

const addMonths = (date: Date, months: number) => {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
};

export function toSubscriptionView(s: SubscriptionEntity): SubscriptionView {
  const paid = s.status === 'active';
  return {
    id: s.id,
    user_id: s.user_id,
    plan_id: s.plan_id,
    coupon_code: s.coupon_code,
    status: s.status,
    starts_at: paid ? s.starts_at.toISOString() : null,
    ends_at: s.ends_at?.toISOString() ?? null,
  };
}

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly directory: MemberDirectory,
    private readonly catalogue: CatalogueService,
    private readonly coupons: CouponsService,
  ) {}

  /** A pending subscription, created inside the caller's transaction (the elite sign-up). */
  createPending(
    manager: EntityManager,
    input: { user_id: number; plan_id: number; coupon_code: string | null },
  ): Promise<SubscriptionEntity> {
    const repo = manager.getRepository(SubscriptionEntity);
    return repo.save(repo.create({ ...input, status: 'pending' }));
  }

  /**
   * POST subscription: a pending Elite subscription for the caller. A coupon is checked now (422 if it
   * cannot be used) and again, with its use reserved, at checkout.
   */
  async create(
    principal: Principal,
    input: { plan_id: number; coupon_code?: string },
  ): Promise<SubscriptionView> {
    const member = await this.directory.facts(principal.id);
    if (!member) throw new NotFoundError('Member not found');
    const code = input.coupon_code?.trim() || null;
    if (code) {
      const price = await this.catalogue.countryPrice(input.plan_id, member.country_id);
      await this.coupons.check(code, {
        planId: input.plan_id,
        currency: price.currency.code,
        userId: member.id,
      });
    }
    const saved = await this.createPending(this.subscriptions.manager, {
      user_id: member.id,
      plan_id: input.plan_id,
      coupon_code: code,
    });
    return toSubscriptionView(saved);
  }

  /**
   * The elite sign-up's coupon, checked before the account exists (so its per-member limit waits for
   * checkout): a code that cannot be used refuses the sign-up with 422 on coupon_code.
   */
  async checkSignupCoupon(planId: number, countryId: number, code: string): Promise<void> {
    const price = await this.catalogue.countryPrice(planId, countryId);
    await this.coupons.check(code, { planId, currency: price.currency.code, userId: null });
  }

  /** The caller's own subscription; someone else's answers 404 like an unknown id (ids are sequential). */
  async owned(
    principal: Principal,
    id: number,
    manager: EntityManager = this.subscriptions.manager,
  ): Promise<SubscriptionEntity> {
    const subscription = await manager
      .getRepository(SubscriptionEntity)
      .findOneBy({ id, user_id: principal.id });
    if (!subscription) throw new NotFoundError('Subscription not found');
    return subscription;
  }

  /** The member's latest not cancelled subscription, if any (the legacy call for free accounts). */
  latest(userId: number): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOne({
      where: { user_id: userId, status: Not('cancelled') },
      order: { id: 'DESC' },
    });
  }

  byId(id: number): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /**
   * Inside the payment's confirmation transaction: the paid subscription runs for the plan's months from
   * now, or from the end of the member's running subscription if one is still running (renewing early
   * loses no days). A subscription that is already active is left alone.
   */
  async activateInside(
    manager: EntityManager,
    subscriptionId: number,
    months: number,
    now: Date,
  ): Promise<boolean> {
    const repo = manager.getRepository(SubscriptionEntity);
    const subscription = await repo.findOne({
      where: { id: subscriptionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!subscription || subscription.status === 'active') return false;
    const running = await repo.findOne({
      where: {
        user_id: subscription.user_id,
        status: 'active',
        ends_at: MoreThan(now),
        id: Not(subscriptionId),
      },
      order: { ends_at: 'DESC' },
    });
    const starts = running?.ends_at ?? now;
    await repo.update(subscriptionId, {
      status: 'active',
      starts_at: starts,
      ends_at: addMonths(starts, months),
    });
    return true;
  }

  /**
   * Which of these members are subscribed now (an active subscription that ends in the future; Elite). One
   * query of the (user_id, status) index, no entities: lists flag dozens of members at a time.
   */
  async subscribedAmong(userIds: readonly number[]): Promise<Set<number>> {
    const unique = [...new Set(userIds)];
    if (!unique.length) return new Set();
    const rows: Array<{ user_id: number }> = await this.subscriptions.query(
      `SELECT DISTINCT user_id FROM subscriptions
       WHERE user_id IN (?) AND status = 'active' AND ends_at > ?`,
      [unique, new Date()],
    );
    return new Set(rows.map((row) => Number(row.user_id)));
  }

  /**
   * For each member: the running subscription if there is one, else the latest not cancelled one; and
   * whether the member is subscribed (an active subscription that ends in the future).
   */
  async summaries(userIds: number[]): Promise<Map<number, SubscriptionSummary>> {
    const out = new Map<number, SubscriptionSummary>();
    if (!userIds.length) return out;
    const rows = await this.subscriptions.find({
      where: { user_id: In(userIds), status: Not('cancelled') },
      order: { id: 'DESC' },
    });
    const now = new Date();
    for (const id of userIds) {
      const own = rows.filter((s) => s.user_id === id);
      const running = own.find((s) => isRunning(s, now));
      out.set(id, { current: running ?? own[0] ?? null, subscribed: !!running });
    }
    return out;
  }
}
