import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  EnumColumn,
  FlagColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  SmallUintColumn,
  UintColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

export type CouponKind = 'fixed' | 'percent';

/** A discount code; see the coupons migration for the rules the database enforces. */
@Entity('coupons')
export class CouponEntity {
  @IdColumn() id: number;
  @VarcharColumn() code: string;
  @EnumColumn(['fixed', 'percent']) kind: CouponKind;
  @UintColumn({ nullable: true }) amount_off_minor: number | null;

  /** Percent off in basis points (1000 = 10%). */
  @SmallUintColumn({ nullable: true }) percent_off_bps: number | null;

  /** The only currency the coupon applies to (always set for fixed coupons and agents' coupons). */
  @CurrencyColumn({ nullable: true }) currency: string | null;

  /** The only plan the coupon applies to, or null for every plan. */
  @OptionalRefColumn() plan_id: number | null;

  @OptionalDateTimeColumn() valid_from: Date | null;
  @OptionalDateTimeColumn() valid_until: Date | null;
  @UintColumn({ nullable: true }) max_uses: number | null;
  @UintColumn({ nullable: true }) max_uses_per_member: number | null;

  /** The sales agent (a member) credited for each payment made with this coupon. */
  @OptionalRefColumn() agent_user_id: number | null;

  @SmallUintColumn({ default: 0 }) commission_bps: number;
  @FlagColumn() is_advertised: boolean;
  @FlagColumn({ default: true }) is_active: boolean;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
