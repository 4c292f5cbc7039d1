import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last serial used in a financial year; its row is locked while a number is taken. */
@Entity('invoice_counters')
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'smallint', unsigned: true })
  financial_year: number;

  @Column({ type: 'int', unsigned: true })
  last_serial: number;
}
