import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import { SubscriptionEntity } from './entities/subscription.entity';

/** The elite plan: the only plan a member subscribes to at sign-up. */
export const ELITE_PLAN_ID = 1;

/** What a member's profile shows about subscriptions. */
export interface SubscriptionSummary {
  current: SubscriptionEntity | null;
  subscribed: boolean;
}

const isRunning = (s: SubscriptionEntity, now: Date) => s.status === 'active' && !!s.ends_at && s.ends_at > now;

@Injectable()
export class SubscriptionsService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /** A pending subscription, created inside the caller's transaction (the elite sign-up). */
  createPending(manager: EntityManager, input: { user_id: number; plan_id: number; coupon_code: string | null }): Promise<SubscriptionEntity> {
    const repo = manager.getRepository(SubscriptionEntity);
    return repo.save(repo.create({ ...input, status: 'pending' }));
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
