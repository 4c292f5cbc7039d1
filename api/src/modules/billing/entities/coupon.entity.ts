import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type CouponKind = 'fixed' | 'percent';

/** A discount code; see the coupons migration for the rules the database enforces. */
@Entity('coupons')
export class CouponEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar' })
  code: string;

  @Column({ type: 'enum', enum: ['fixed', 'percent'] })
  kind: CouponKind;

  @Column({ type: 'int', unsigned: true, nullable: true })
  amount_off_minor: number | null;

  /** Percent off in basis points (1000 = 10%). */
  @Column({ type: 'smallint', unsigned: true, nullable: true })
  percent_off_bps: number | null;

  /** The only currency the coupon applies to (always set for fixed coupons and agents' coupons). */
  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  /** The only plan the coupon applies to, or null for every plan. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  plan_id: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  valid_from: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  valid_until: Date | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  max_uses: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  max_uses_per_member: number | null;

  /** The sales agent (a member) credited for each payment made with this coupon. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  agent_user_id: number | null;

  @Column({ type: 'smallint', unsigned: true, default: 0 })
  commission_bps: number;

  @Column({ type: 'boolean', default: false })
  is_advertised: boolean;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
