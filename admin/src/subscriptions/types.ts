import type { StaffSubscription } from '@app/contracts';

/** A subscription as /admin-api/subscriptions answers it (one definition, in @app/contracts). */
export type SubscriptionRecord = StaffSubscription;

export const statusChoices = [
  { id: 'pending', name: 'resources.subscriptions.statuses.pending' },
  { id: 'active', name: 'resources.subscriptions.statuses.active' },
  { id: 'cancelled', name: 'resources.subscriptions.statuses.cancelled' },
];
