import { PrimaryColumn } from 'typeorm';
import {
  CreatedAtColumn,
  CurrencyColumn,
  DateTimeColumn,
  IdColumn,
  RefColumn,
  SmallUintColumn,
  UintColumn,
} from '../../../core/database/columns';

/**
 * What an invoice and the credit note cancelling it both record (TypeORM reads the inherited columns): their
 * serial in a financial year's series, the payment, when they were issued, and the GST split of the amount in
 * the minor unit of `currency` (taxable + cgst + sgst + igst = total). Immutable once written.
 */
export abstract class GstDocumentColumns {
  @IdColumn() id: number;

  /** The year the financial year starts in (2026 for FY 2026-27). */
  @SmallUintColumn() financial_year: number;

  @UintColumn() serial: number;

  /** Billing's payment id. */
  @RefColumn() payment_id: number;

  @DateTimeColumn() issued_at: Date;
  @CurrencyColumn() currency: string;
  @UintColumn() total_minor: number;
  @UintColumn() taxable_minor: number;
  @UintColumn() cgst_minor: number;
  @UintColumn() sgst_minor: number;
  @UintColumn() igst_minor: number;
  @CreatedAtColumn() created_at: Date;
}

/** The last serial of a financial year in one series; its row is locked while a number is taken. */
export abstract class SerialCounterColumns {
  @PrimaryColumn({ type: 'smallint', unsigned: true }) financial_year: number;
  @UintColumn() last_serial: number;
}
