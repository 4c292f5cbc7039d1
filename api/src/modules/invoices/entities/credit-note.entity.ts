import { Entity, PrimaryColumn } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  DateColumn,
  DateTimeColumn,
  IdColumn,
  RefColumn,
  SmallUintColumn,
  UintColumn,
  VarcharColumn,
} from '../../../core/database/columns';

/**
 * A credit note (Rule 53 of the CGST Rules) cancelling an invoice whose payment was refunded. The invoice
 * is never edited; the note names it and credits its whole value. Immutable once written; the amounts are
 * copied from the invoice (minor units of `currency`).
 */
@Entity('credit_notes')
export class CreditNoteEntity {
  @IdColumn() id: number;
  @VarcharColumn({ length: 16 }) credit_note_no: string;
  @SmallUintColumn() financial_year: number;
  @UintColumn() serial: number;
  @RefColumn() invoice_id: number;
  @RefColumn() payment_id: number;
  @VarcharColumn({ length: 500 }) reason: string;

  /** Date of issue in India (YYYY-MM-DD). */
  @DateColumn({ utc: true }) note_date: string;
  @DateTimeColumn() issued_at: Date;
  @CurrencyColumn() currency: string;
  @UintColumn() total_minor: number;
  @UintColumn() taxable_minor: number;
  @UintColumn() cgst_minor: number;
  @UintColumn() sgst_minor: number;
  @UintColumn() igst_minor: number;
  @CreatedAtColumn() created_at: Date;
}

/** The last credit-note serial of a financial year (its own series, apart from invoices). */
@Entity('credit_note_counters')
export class CreditNoteCounterEntity {
  @PrimaryColumn({ type: 'smallint', unsigned: true }) financial_year: number;

  @UintColumn() last_serial: number;
}
