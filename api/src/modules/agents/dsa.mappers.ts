import {
  DSA_DOCUMENT_FIELDS,
  type DsaApplicationView,
  type DsaDocumentField,
  type StaffDsaApplication,
} from '@app/contracts';
import type { DsaApplicationEntity } from './entities/dsa-application.entity';
import { maskLast4 } from './identity-numbers';

const PAN_LENGTH = 10;
const AADHAAR_LENGTH = 12;

/** The storage key of each document field. */
export const documentKey = (a: DsaApplicationEntity, field: DsaDocumentField): string | null =>
  ({
    education_certificate: a.education_certificate_key,
    pancard_doc: a.pancard_doc_key,
    aadharcard_doc: a.aadharcard_doc_key,
    gst_no_proof_doc: a.gst_no_proof_doc_key,
  })[field];

/** The application as its member sees it: PAN and Aadhaar masked to their last four. */
export function toDsaApplicationView(a: DsaApplicationEntity): DsaApplicationView {
  return {
    id: a.id,
    status: a.status,
    name: a.name,
    email: a.email,
    mobile_no: a.mobile_no,
    pancard_number: maskLast4(a.pan_last4, PAN_LENGTH),
    aadharcard_number: maskLast4(a.aadhaar_last4, AADHAAR_LENGTH),
    gst_no: a.gst_no,
    review_note: a.review_note,
    created_at: a.created_at.toISOString(),
    reviewed_at: a.reviewed_at?.toISOString() ?? null,
  };
}

/**
 * The console's application. `revealed` carries the decrypted numbers of the reviewing staff member's read
 * (GET one); everywhere else they stay masked.
 */
export function toStaffDsaApplication(
  a: DsaApplicationEntity,
  couponCode: string | null,
  revealed?: { pan: string; aadhaar: string },
): StaffDsaApplication {
  const view = toDsaApplicationView(a);
  return {
    ...view,
    ...(revealed && { pancard_number: revealed.pan, aadharcard_number: revealed.aadhaar }),
    numbers_revealed: !!revealed,
    user_id: a.user_id,
    address: a.address,
    state_id: a.state_id,
    city_id: a.city_id,
    country_id: a.country_id,
    business_name: a.business_name,
    business_address: a.business_address,
    current_occupation: a.current_occupation,
    net_annual_income: a.net_annual_income,
    education: a.education,
    documents: DSA_DOCUMENT_FIELDS.filter((f) => documentKey(a, f) !== null),
    coupon_code: couponCode,
    declaration_source: a.declaration_source,
  };
}
