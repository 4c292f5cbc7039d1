import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
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
 * of `currency`; taxable + cgst + sgst + igst = total.
 */
@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn({ unsigned: true })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  invoice_no: string;

  /** The year the financial year starts in (2026 for FY 2026-27). */
  @Column({ type: 'smallint', unsigned: true })
  financial_year: number;

  @Column({ type: 'int', unsigned: true })
  serial: number;

  /** Billing's payment id: one invoice per payment. */
  @Column({ type: 'int', unsigned: true })
  payment_id: number;

  @Column({ type: 'int', unsigned: true })
  user_id: number;

  @Column({ type: 'enum', enum: ['elite', 'bluetick'] })
  kind: PaidPurchase['kind'];

  @Column({ type: 'int', unsigned: true })
  plan_id: number;

  @Column({ type: 'varchar', length: 100 })
  plan_name: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  coupon_code: string | null;

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

  @Column({ type: 'enum', enum: ['intra_state', 'inter_state', 'export'] })
  supply_type: SupplyType;

  @Column({ type: 'char', length: 2 })
  place_of_supply_code: string;

  @Column({ type: 'varchar', length: 100 })
  place_of_supply_name: string;

  @Column({ type: 'char', length: 6 })
  sac: string;

  /**
   * A foreign-currency invoice's value in rupees (decision 293): the exchange rate used (rupees per unit
   * of `currency`), the date of that rate, and the rupee values in paise. Null on rupee invoices, and on a
   * foreign one until staff have entered a rate for its date.
   */
  @Column({ type: 'decimal', precision: 12, scale: 6, nullable: true })
  inr_rate: string | null;

  @Column({ type: 'date', nullable: true, utc: true })
  inr_rate_date: string | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  total_inr_paise: number | null;

  @Column({ type: 'int', unsigned: true, nullable: true })
  taxable_inr_paise: number | null;

  /** Date of issue in India (YYYY-MM-DD). */
  @Column({ type: 'date', utc: true })
  invoice_date: string;

  @Column({ type: 'datetime', precision: 3 })
  issued_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  paid_at: Date;

  @Column({ type: 'varchar', length: 16 })
  provider: PaidPurchase['provider'];

  @Column({ type: 'varchar', length: 100 })
  provider_ref: string;

  @Column({ type: 'json' })
  parties: InvoiceParties;

  /** Set once the receipt mail is queued, so a job run again later does not mail twice. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  receipt_mailed_at: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  created_at: Date;
}
