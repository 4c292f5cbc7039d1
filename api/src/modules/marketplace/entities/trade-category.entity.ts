import { Entity } from 'typeorm';
import { DateTimeColumn, IdColumn, NOW, UintColumn, VarcharColumn } from '../../../core/database/columns';

/** A trade category staff edit in the console (decision 300): what vendors sell, what requirements need. */
@Entity('trade_categories')
export class TradeCategoryEntity {
  @IdColumn() id: number;
  @VarcharColumn({ length: 100 }) name_en: string;
  @VarcharColumn({ length: 100 }) name_hi: string;

  /** Comma-separated words a requirement's category is suggested from. */
  @VarcharColumn({ length: 1000, default: '' }) keywords: string;

  @UintColumn({ default: 0 }) position: number;
  @DateTimeColumn({ default: NOW }) created_at: Date;
  @DateTimeColumn({ default: NOW }) updated_at: Date;
}
