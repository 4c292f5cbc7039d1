import type { InvoiceEntity } from '../entities/invoice.entity';
import { toMajorString } from '../money';

/** An invoice as the console shows it (finance staff see the recipient's details the invoice prints). */
export interface StaffInvoiceRecord {
  id: number;
  invoice_no: string;
  invoice_date: string;
  financial_year: number;
  kind: InvoiceEntity['kind'];
  plan_name: string;
  coupon_code: string | null;
  currency: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  supply_type: InvoiceEntity['supply_type'];
  place_of_supply: string;
  sac: string;
  provider: InvoiceEntity['provider'];
  provider_ref: string;
  payment_id: number;
  user_id: number;
  recipient: {
    name: string;
    business_name: string | null;
    email: string;
    gstin: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    pin_code: string | null;
    country: string | null;
  };
  paid_at: string;
  issued_at: string;
  receipt_mailed_at: string | null;
}

export function toStaffInvoice(invoice: InvoiceEntity): StaffInvoiceRecord {
  const money = (minor: number) => toMajorString(minor, invoice.currency);
  const { recipient } = invoice.parties;
  return {
    id: invoice.id,
    invoice_no: invoice.invoice_no,
    invoice_date: invoice.invoice_date,
    financial_year: invoice.financial_year,
    kind: invoice.kind,
    plan_name: invoice.plan_name,
    coupon_code: invoice.coupon_code,
    currency: invoice.currency,
    taxable: money(invoice.taxable_minor),
    cgst: money(invoice.cgst_minor),
    sgst: money(invoice.sgst_minor),
    igst: money(invoice.igst_minor),
    total: money(invoice.total_minor),
    supply_type: invoice.supply_type,
    place_of_supply: `${invoice.place_of_supply_code}-${invoice.place_of_supply_name}`,
    sac: invoice.sac,
    provider: invoice.provider,
    provider_ref: invoice.provider_ref,
    payment_id: invoice.payment_id,
    user_id: invoice.user_id,
    recipient: {
      name: recipient.name,
      business_name: recipient.businessName,
      email: recipient.email,
      gstin: recipient.gstin,
      address: recipient.address,
      city: recipient.city,
      state: recipient.state,
      pin_code: recipient.pinCode,
      country: recipient.country,
    },
    paid_at: invoice.paid_at.toISOString(),
    issued_at: invoice.issued_at.toISOString(),
    receipt_mailed_at: invoice.receipt_mailed_at?.toISOString() ?? null,
  };
}
