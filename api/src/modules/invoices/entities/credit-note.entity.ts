import { Entity } from 'typeorm';
import { DateColumn, RefColumn, VarcharColumn } from '../../../core/database/columns';
import { GstDocumentColumns, SerialCounterColumns } from './gst-document-columns';

/**
 * A credit note (Rule 53 of the CGST Rules) cancelling an invoice whose payment was refunded. The invoice
 * is never edited; the note names it and credits its whole value. Immutable once written; the amounts are
 * copied from the invoice (minor units of `currency`).
 */
@Entity('credit_notes')
export class CreditNoteEntity extends GstDocumentColumns {
  @VarcharColumn({ length: 16 }) credit_note_no: string;
  @RefColumn() invoice_id: number;
  @VarcharColumn({ length: 500 }) reason: string;

  /** Date of issue in India (YYYY-MM-DD). */
  @DateColumn({ utc: true }) note_date: string;
}

/** The last credit-note serial of a financial year (its own series, apart from invoices). */
@Entity('credit_note_counters')
export class CreditNoteCounterEntity extends SerialCounterColumns {}
