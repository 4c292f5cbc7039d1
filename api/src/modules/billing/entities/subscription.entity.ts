import type { SubscriptionStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type { SubscriptionStatus };

/** A member's subscription to a plan (minimal; the payments capability extends it). */
@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'int', unsigned: true })
  plan_id: number;

  @Column({ type: 'varchar', nullable: true })
  coupon_code: string | null;

  @Column({ type: 'enum', enum: ['pending', 'active', 'cancelled'], default: 'pending' })
  status: SubscriptionStatus;

  @Column({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  starts_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  ends_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
