import {
  CreatedAtColumn,
  CurrencyColumn,
  IdColumn,
  RefColumn,
  UintColumn,
} from '../../../core/database/columns';

/**
 * A sum of money that goes with one paid payment, in the payment's currency and minor units (a refund, a
 * sales agent's commission). Entities extend it (TypeORM reads the inherited columns).
 */
export abstract class PaymentAmountColumns {
  @IdColumn() id: number;
  @RefColumn() payment_id: number;
  @CurrencyColumn() currency: string;
  @UintColumn() amount_minor: number;
  @CreatedAtColumn() created_at: Date;
}
