import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../core/errors/domain-error';
import { MarketplaceMessages } from '@app/contracts';
import { SubscriptionsService } from '../../billing';

/**
 * The Elite rule, written once: a member is Elite while one of their subscriptions is active and ends in
 * the future (the same rule as `is_subscribed` of GET user, both from SubscriptionsService.summaries).
 */
@Injectable()
export class ElitePolicy {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  async isElite(userId: number): Promise<boolean> {
    return !!(await this.subscriptions.summaries([userId])).get(userId)?.subscribed;
  }

  /** 403 'You need to subscribe to acceess this facility' unless the member is Elite. */
  async requireElite(userId: number): Promise<void> {
    if (!(await this.isElite(userId))) throw new ForbiddenError(MarketplaceMessages.subscribeToAccess);
  }
}
