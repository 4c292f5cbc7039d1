import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A credit note (Rule 53 of the CGST Rules) cancelling an invoice whose payment was refunded. The invoice
 * is never edited; the note names it and credits its whole value. Immutable once written; the amounts are
 * copied from the invoice (minor units of `currency`).
 */
@Entity('credit_notes')
export class CreditNoteEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  credit_note_no: string;

  @Column({ type: 'smallint', unsigned: true })
  financial_year: number;

  @Column({ type: 'int', unsigned: true })
  serial: number;

  @Column({ type: 'int', unsigned: true })
  invoice_id: number;

  @Column({ type: 'int', unsigned: true })
  payment_id: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** Date of issue in India (YYYY-MM-DD). */
  @Column({ type: 'date', utc: true })
  note_date: string;

  @Column({ type: 'datetime', precision: 3 })
  issued_at: Date;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'int', unsigned: true })
  total_minor: number;

  @Column({ type: 'int', unsigned: true })
  taxable_minor: number;

  @Column({ type: 'int', unsigned: true })
  cgst_minor: number;

  @Column({ type: 'int', unsigned: true })
  sgst_minor: number;

  @Column({ type: 'int', unsigned: true })
  igst_minor: number;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}

/** The last credit-note serial of a financial year (its own series, apart from invoices). */
@Entity('credit_note_counters')
export class CreditNoteCounterEntity {
  @PrimaryColumn({ type: 'smallint', unsigned: true })
  financial_year: number;

  @Column({ type: 'int', unsigned: true })
  last_serial: number;
}
