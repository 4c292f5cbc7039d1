import {
  BLUE_TICK_PRODUCT,
  type BlueTickPaymentDetails,
  type BlueTickPrice,
  type StaffBlueTickRequest,
} from '@app/contracts';
import type { MemberFacts } from '../../members';
import type { ListPrice } from '../catalogue/catalogue.service';
import type { BluetickRequestEntity } from '../entities/bluetick-request.entity';
import { toMajor } from '../money';

/** A blue-tick request as its member sees it: status and dates, never the document keys. */
export function toBlueTickDetails(r: BluetickRequestEntity): BlueTickPaymentDetails {
  return {
    id: r.id,
    user_id: r.user_id,
    plan_id: r.plan_id,
    product_info: BLUE_TICK_PRODUCT,
    status: r.status,
    has_business_proof: !!r.business_proof_key,
    created_at: r.created_at.toISOString(),
    paid_at: r.paid_at?.toISOString() ?? null,
    reviewed_at: r.reviewed_at?.toISOString() ?? null,
    review_note: r.review_note,
  };
}

export function toBlueTickPrice(p: ListPrice): BlueTickPrice {
  const unit = p.currency.minor_unit;
  return {
    amount: toMajor(p.listMinor, unit),
    currency: p.currency.code,
    currency_symbol: p.currency.symbol,
    display_amount: toMajor(p.displayMinor, unit),
    strike_display_amount: p.strikeDisplayMinor === null ? null : toMajor(p.strikeDisplayMinor, unit),
    plus_tax: p.displayMinor !== p.listMinor,
    intro: p.intro,
  };
}

export function toStaffBlueTickRequest(
  r: BluetickRequestEntity,
  member: MemberFacts | undefined,
): StaffBlueTickRequest {
  return {
    id: r.id,
    user_id: r.user_id,
    member: member
      ? {
          id: member.id,
          full_name: member.full_name,
          email: member.email,
          business_name: member.business_name,
          user_type_text: member.user_type_text,
        }
      : null,
    status: r.status,
    plan_id: r.plan_id,
    paid_at: r.paid_at?.toISOString() ?? null,
    reviewed_at: r.reviewed_at?.toISOString() ?? null,
    review_note: r.review_note,
    created_at: r.created_at.toISOString(),
    has_business_proof: !!r.business_proof_key,
  };
}
