import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  DateColumn,
  IdColumn,
  RupeeRateColumn,
  UpdatedAtColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * A rupee exchange rate staff entered in the console (decision 293): how many rupees one unit of
 * `currency` was worth on `rate_date`, with where it was read (the RBI reference rate).
 */
@Entity('exchange_rates')
export class ExchangeRateEntity {
  @IdColumn() id: number;
  @CurrencyColumn() currency: string;
  @DateColumn({ utc: true }) rate_date: string;

  /** Rupees per unit, as a decimal string ('22.654300'): never a float. */
  @RupeeRateColumn() inr_per_unit: string;

  @VarcharColumn({ length: 100 }) source: string;
  @CreatedAtColumn() created_at: Date;
  @UpdatedAtColumn({ onUpdate: 'CURRENT_TIMESTAMP(3)' }) updated_at: Date;
}
