import { Entity } from 'typeorm';
import {
  CharColumn,
  DateColumn,
  DateTimeColumn,
  EnumColumn,
  JsonColumn,
  OptionalDateTimeColumn,
  RefColumn,
  RupeeRateColumn,
  UintColumn,
  VarcharColumn,
} from '../../../core/database/columns';
import { GstDocumentColumns } from './gst-document-columns';
import type { SupplyType } from '../gst-tax';
import type { PaidPurchase } from '../invoice.types';
import type { SupplierSnapshot } from '../supplier-details';

/** The member billed, as they were when the invoice was issued. */
export interface RecipientSnapshot {
  name: string;
  businessName: string | null;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  country: string | null;
  /** Only a valid GSTIN; null for an unregistered recipient. */
  gstin: string | null;
}

/** Both parties of an invoice, frozen at issue: later profile or settings changes do not alter it. */
export interface InvoiceParties {
  supplier: SupplierSnapshot;
  recipient: RecipientSnapshot;
}

/**
 * An issued GST invoice: immutable once written (the PDF is rendered from it). Amounts are in the minor unit
 * of `currency`; taxable + cgst + sgst + igst = total. One invoice per payment.
 */
@Entity('invoices')
export class InvoiceEntity extends GstDocumentColumns {
  @VarcharColumn({ length: 16 }) invoice_no: string;
  @RefColumn() user_id: number;
  @EnumColumn(['elite', 'bluetick']) kind: PaidPurchase['kind'];
  @RefColumn() plan_id: number;
  @VarcharColumn({ length: 100 }) plan_name: string;
  @VarcharColumn({ length: 64, nullable: true }) coupon_code: string | null;
  @EnumColumn(['intra_state', 'inter_state', 'export']) supply_type: SupplyType;
  @CharColumn({ length: 2 }) place_of_supply_code: string;
  @VarcharColumn({ length: 100 }) place_of_supply_name: string;
  @CharColumn({ length: 6 }) sac: string;

  /**
   * A foreign-currency invoice's value in rupees (decision 293): the exchange rate used (rupees per unit
   * of `currency`), the date of that rate, and the rupee values in paise. Null on rupee invoices, and on a
   * foreign one until staff have entered a rate for its date.
   */
  @RupeeRateColumn({ nullable: true }) inr_rate: string | null;
  @DateColumn({ nullable: true, utc: true }) inr_rate_date: string | null;
  @UintColumn({ nullable: true }) total_inr_paise: number | null;
  @UintColumn({ nullable: true }) taxable_inr_paise: number | null;

  /** Date of issue in India (YYYY-MM-DD). */
  @DateColumn({ utc: true }) invoice_date: string;

  @DateTimeColumn() paid_at: Date;
  @VarcharColumn({ length: 16 }) provider: PaidPurchase['provider'];
  @VarcharColumn({ length: 100 }) provider_ref: string;
  @JsonColumn() parties: InvoiceParties;

  /** Set once the receipt mail is queued, so a job run again later does not mail twice. */
  @OptionalDateTimeColumn() receipt_mailed_at: Date | null;
}
