import type { PaymentProviderName, PaymentPurpose, PaymentStatus } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  EnumColumn,
  IdColumn,
  OptionalDateTimeColumn,
  OptionalRefColumn,
  RefColumn,
  UintColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** One payment attempt, with the amounts the server decided at checkout (minor units). */
@Entity('payments')
export class PaymentEntity {
  @IdColumn() id: number;
  @RefColumn() user_id: number;
  @EnumColumn(['elite', 'bluetick']) purpose: PaymentPurpose;
  @RefColumn() plan_id: number;
  @OptionalRefColumn() subscription_id: number | null;
  @OptionalRefColumn() bluetick_request_id: number | null;
  @EnumColumn(['payu', 'razorpay']) provider: PaymentProviderName;

  /** PayU's txnid or Razorpay's order id; null only while the attempt is being started. */
  @VarcharColumn({ nullable: true }) provider_order_id: string | null;

  /** PayU's mihpayid or Razorpay's payment id, once paid. */
  @VarcharColumn({ nullable: true }) provider_payment_id: string | null;

  @CurrencyColumn() currency: string;
  @UintColumn() list_amount_minor: number;
  @UintColumn({ default: 0 }) discount_minor: number;
  @UintColumn() amount_minor: number;
  @OptionalRefColumn() coupon_id: number | null;
  @VarcharColumn({ nullable: true }) coupon_code: string | null;
  @EnumColumn(['pending', 'paid', 'failed', 'superseded'], { default: 'pending' }) status: PaymentStatus;
  @VarcharColumn({ nullable: true }) failure_reason: string | null;
  @OptionalDateTimeColumn() paid_at: Date | null;

  /** Set when the invoice was asked for: at most one request per payment. */
  @OptionalDateTimeColumn() invoice_requested_at: Date | null;

  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn() updated_at: Date;
}
