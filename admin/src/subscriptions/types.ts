import type { RaRecord } from 'react-admin';

export interface SubscriptionRecord extends RaRecord<number> {
  user_id: number;
  member: { id: number; full_name: string | null; email: string | null };
  plan_id: number;
  plan_name: string | null;
  coupon_code: string | null;
  status: 'pending' | 'active' | 'cancelled';
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

export const statusChoices = [
  { id: 'pending', name: 'resources.subscriptions.statuses.pending' },
  { id: 'active', name: 'resources.subscriptions.statuses.active' },
  { id: 'cancelled', name: 'resources.subscriptions.statuses.cancelled' },
];
