import type { PaymentProviderName } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A paid payment given back in full by staff, through the provider's refund API; one per payment. */
@Entity('refunds')
export class RefundEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'int', unsigned: true })
  payment_id: number;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderName;

  /** PayU's refund request id or Razorpay's refund id. */
  @Column({ type: 'varchar', length: 100 })
  provider_refund_id: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'int', unsigned: true })
  amount_minor: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'int', unsigned: true })
  staff_id: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
