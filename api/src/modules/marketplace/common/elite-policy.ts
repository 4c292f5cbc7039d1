import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../core/errors/domain-error';
import { MarketplaceMessages } from '@app/contracts';
import { SubscriptionsService } from '../../billing';

/**
 * The Elite rule for the marketplace: a member is Elite while one of their subscriptions is active and ends
 * in the future (the same rule as `is_subscribed` of GET user; SubscriptionsService states it once for
 * entities, `isRunning`, and once in SQL, `subscribedAmong`, which this uses).
 */
@Injectable()
export class ElitePolicyService {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async isElite(userId: number): Promise<boolean> {
    return (await this.subscriptions.subscribedAmong([userId])).has(userId);
  }

  /** Which of these members are Elite now (flags on lists: the promoted order, the quote comparison). One query. */
  eliteAmong(userIds: readonly number[]): Promise<Set<number>> {
    return this.subscriptions.subscribedAmong(userIds);
  }

  /** 403 'You need to subscribe to acceess this facility' unless the member is Elite. */
  async requireElite(userId: number): Promise<void> {
    if (!(await this.isElite(userId))) throw new ForbiddenError(MarketplaceMessages.subscribeToAccess);
  }
}
