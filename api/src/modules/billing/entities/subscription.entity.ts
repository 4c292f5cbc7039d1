import type { SubscriptionStatus } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  EnumColumn,
  IdColumn,
  NOW,
  OptionalDateTimeColumn,
  RefColumn,
  VarcharColumn,
} from '../../../core/database/columns';

export type { SubscriptionStatus };

/** A member's subscription to a plan (minimal; the payments capability extends it). */
@Entity('subscriptions')
export class SubscriptionEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @RefColumn() plan_id: number;
  @VarcharColumn({ nullable: true }) coupon_code: string | null;
  @EnumColumn(['pending', 'active', 'cancelled'], { default: 'pending' }) status: SubscriptionStatus;
  @DateTimeColumn({ default: NOW }) starts_at: Date;
  @OptionalDateTimeColumn() ends_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}
