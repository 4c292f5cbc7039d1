import type { PaymentProviderName } from '@app/contracts';
import { Entity } from 'typeorm';
import { RefColumn, VarcharColumn } from '../../../core/database/columns';
import { PaymentAmountColumns } from './payment-amount-columns';

/** A paid payment given back in full by staff, through the provider's refund API; one per payment. */
@Entity('refunds')
export class RefundEntity extends PaymentAmountColumns {
  @VarcharColumn({ length: 16 }) provider: PaymentProviderName;

  /** PayU's refund request id or Razorpay's refund id. */
  @VarcharColumn({ length: 100 }) provider_refund_id: string;

  @VarcharColumn({ length: 500 }) reason: string;
  @RefColumn() staff_id: number;
}
