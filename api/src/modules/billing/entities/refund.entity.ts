import type { PaymentProviderName } from '@app/contracts';
import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  IdColumn,
  RefColumn,
  UintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/** A paid payment given back in full by staff, through the provider's refund API; one per payment. */
@Entity('refunds')
export class RefundEntity {
  @IdColumn() id: number;
  @RefColumn() payment_id: number;
  @VarcharColumn({ length: 16 }) provider: PaymentProviderName;

  /** PayU's refund request id or Razorpay's refund id. */
  @VarcharColumn({ length: 100 }) provider_refund_id: string;
  @CurrencyColumn() currency: string;
  @UintColumn() amount_minor: number;
  @VarcharColumn({ length: 500 }) reason: string;
  @RefColumn() staff_id: number;
  @CreatedAtColumn() created_at: Date;
}
