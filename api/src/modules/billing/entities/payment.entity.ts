import type { PaymentProviderName, PaymentPurpose, PaymentStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One payment attempt, with the amounts the server decided at checkout (minor units). */
@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'enum', enum: ['elite', 'bluetick'] })
  purpose: PaymentPurpose;

  @Column({ type: 'int', unsigned: true })
  plan_id: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  subscription_id: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  bluetick_request_id: number | null;

  @Column({ type: 'enum', enum: ['payu', 'razorpay'] })
  provider: PaymentProviderName;

  /** PayU's txnid or Razorpay's order id; null only while the attempt is being started. */
  @Column({ type: 'varchar', nullable: true })
  provider_order_id: string | null;

  /** PayU's mihpayid or Razorpay's payment id, once paid. */
  @Column({ type: 'varchar', nullable: true })
  provider_payment_id: string | null;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'int', unsigned: true })
  list_amount_minor: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  discount_minor: number;

  @Column({ type: 'int', unsigned: true })
  amount_minor: number;

  @Column({ type: 'int', unsigned: true, nullable: true })
  coupon_id: number | null;

  @Column({ type: 'varchar', nullable: true })
  coupon_code: string | null;

  @Column({ type: 'enum', enum: ['pending', 'paid', 'failed', 'superseded'], default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'varchar', nullable: true })
  failure_reason: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  paid_at: Date | null;

  /** Set when the invoice was asked for: at most one request per payment. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  invoice_requested_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  updated_at: Date;
}
