import { Entity, PrimaryColumn } from 'typeorm';
import { UintColumn } from '../../../core/database/columns';

/** The last serial used in a financial year; its row is locked while a number is taken. */
@Entity('invoice_counters')
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'smallint', unsigned: true }) financial_year: number;

  @UintColumn() last_serial: number;
}
