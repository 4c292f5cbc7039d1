import { Entity, PrimaryColumn } from 'typeorm';
import { TinyUintColumn, VarcharColumn } from '../../../core/database/columns';

/** A currency the plans are priced in; `minor_unit` is its number of decimals (0 JPY, 2 INR, 3 KWD). */
@Entity('currencies')
export class CurrencyEntity {
  @PrimaryColumn({ type: 'char', length: 3 }) code: string;

  @VarcharColumn() symbol: string;
  @TinyUintColumn() minor_unit: number;
}
