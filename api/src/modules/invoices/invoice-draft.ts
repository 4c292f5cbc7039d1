import type { MemberFacts } from '../members';
import type { InvoiceEntity, RecipientSnapshot } from './entities/invoice.entity';
import { placeOfSupply, splitGstInclusive } from './gst-tax';
import { recipientGstin } from './gstin';
import type { PaidPurchase } from './invoice.types';
import { financialYearOf, istDate } from './invoice-numbering';
import type { SupplierSnapshot } from './supplier-details';

/** An invoice before it has a number: everything is decided except the serial. */
export type InvoiceDraft = Omit<
  InvoiceEntity,
  'id' | 'invoice_no' | 'serial' | 'receipt_mailed_at' | 'created_at'
>;

/** The member as billed: business name first when there is one, and only a valid GSTIN. */
export function recipientOf(member: MemberFacts): RecipientSnapshot {
  return {
    name: member.full_name,
    businessName: member.business_name || null,
    email: member.email,
    address: member.address || null,
    city: member.city?.name ?? null,
    state: member.state?.name ?? null,
    pinCode: member.pin_code || null,
    country: member.country?.name ?? null,
    gstin: recipientGstin(member.gst_no),
  };
}

/**
 * Everything an invoice says about a payment, decided at `issuedAt`: the parties as they are now, the place
 * of supply and with it the kind of tax, and the tax split of the GST-inclusive amount paid.
 */
export function draftInvoice(input: {
  purchase: PaidPurchase;
  member: MemberFacts;
  supplier: SupplierSnapshot;
  sac: string;
  issuedAt: Date;
}): InvoiceDraft {
  const { purchase, member, supplier, sac, issuedAt } = input;
  const recipient = recipientOf(member);
  const place = placeOfSupply(
    {
      countryId: member.country_id,
      countryName: member.country?.name ?? null,
      stateId: member.state_id,
      gstin: recipient.gstin,
    },
    supplier.stateCode,
  );
  const tax = splitGstInclusive(purchase.amountMinor, place.supply);
  const paidAt = new Date(purchase.paidAt);
  if (Number.isNaN(paidAt.getTime())) throw new Error(`Payment ${purchase.paymentId} has no valid paidAt`);
  return {
    financial_year: financialYearOf(issuedAt),
    payment_id: purchase.paymentId,
    user_id: purchase.userId,
    kind: purchase.kind,
    plan_id: purchase.planId,
    plan_name: purchase.planName,
    coupon_code: purchase.couponCode,
    currency: purchase.currency,
    total_minor: tax.total,
    taxable_minor: tax.taxable,
    cgst_minor: tax.cgst,
    sgst_minor: tax.sgst,
    igst_minor: tax.igst,
    supply_type: place.supply,
    place_of_supply_code: place.code,
    place_of_supply_name: place.name,
    sac,
    // Valued in rupees by the issuer, which reads the exchange rates (decision 293).
    inr_rate: null,
    inr_rate_date: null,
    total_inr_paise: null,
    taxable_inr_paise: null,
    invoice_date: istDate(issuedAt),
    issued_at: issuedAt,
    paid_at: paidAt,
    provider: purchase.provider,
    provider_ref: purchase.providerRef,
    parties: { supplier, recipient },
  };
}
