import type { StaffInvoice } from '@app/contracts';
import type { InvoiceEntity } from '../entities/invoice.entity';
import { toMajorString } from '../money';

/** An invoice as the console shows it (the shape is @app/contracts' StaffInvoice). */
export function toStaffInvoice(invoice: InvoiceEntity): StaffInvoice {
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
    inr_rate: invoice.inr_rate,
    inr_rate_date: invoice.inr_rate_date,
    total_inr: invoice.total_inr_paise === null ? null : toMajorString(invoice.total_inr_paise, 'INR'),
    taxable_inr: invoice.taxable_inr_paise === null ? null : toMajorString(invoice.taxable_inr_paise, 'INR'),
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
