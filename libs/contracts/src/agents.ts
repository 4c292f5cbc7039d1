// Atmnirbhar: India's sales agents (docs/product.md#atmnirbhar; docs/decisions/145-149).

/** Only members in this country may apply (seed: country_id fixed 101). */
export const ATMNIRBHAR_COUNTRY_ID = 101;
/** The declaration: net annual income under Rs. 3 LPA (rupees, exclusive). */
export const ATMNIRBHAR_INCOME_LIMIT = 300_000;

export const AgentMessages = {
  applied: 'Your Atmnirbhar application is submitted. Our team will review it and write to you.',
  becameAgent: 'You Are Become An Atmnirbhar',
  declarationMissing: 'please submit the check box',
  notIndia: 'Atmnirbhar is open to members in India only.',
  alreadyAgent: 'You are already an Atmnirbhar.',
  pending: 'Your Atmnirbhar application is already under review.',
} as const;

export const DSA_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DsaApplicationStatus = (typeof DSA_APPLICATION_STATUSES)[number];

/** The four documents of an application, by their seed field names. */
export const DSA_DOCUMENT_FIELDS = [
  'education_certificate',
  'pancard_doc',
  'aadharcard_doc',
  'gst_no_proof_doc',
] as const;
export type DsaDocumentField = (typeof DSA_DOCUMENT_FIELDS)[number];

/** An application as its member sees it: the PAN and Aadhaar numbers masked (last 4 only). */
export interface DsaApplicationView {
  id: number;
  status: DsaApplicationStatus;
  name: string;
  email: string;
  mobile_no: string;
  pancard_number: string;
  aadharcard_number: string;
  gst_no: string | null;
  review_note: string | null;
  created_at: string;
  reviewed_at: string | null;
}

/** GET dsa/my-application: whether the caller may apply, and their latest application. */
export interface DsaEligibility {
  is_dsa: 0 | 1;
  /** India only (country 101). */
  eligible_country: boolean;
  application: DsaApplicationView | null;
}

/** GET dsa/panel: an approved agent's coupon and earnings. */
export interface AgentPanel {
  coupon_code: string | null;
  percent_off: number | null;
  commission_percent: number | null;
  /** Paid payments made with the coupon. */
  uses: number;
  commission_earned: number;
  currency: string;
  currency_symbol: string;
}

/** One wallet entry (GET my-wallet/entries): the commission for one paid payment. */
export interface WalletEntryView {
  id: number;
  amount: number;
  currency: string;
  coupon_code: string | null;
  created_at: string;
}

/** The console's application: masked numbers in lists and after a decision; decrypted only in GET one. */
/**
 * How the income declaration was given: the box ticked and sent (`explicit`), or a submission of the seeds'
 * old client, which never sends the field because its checkbox only enables the button (decision 216).
 */
export const DSA_DECLARATION_SOURCES = ['explicit', 'implied_by_old_client'] as const;
export type DsaDeclarationSource = (typeof DSA_DECLARATION_SOURCES)[number];

export interface StaffDsaApplication extends DsaApplicationView {
  user_id: number;
  address: string;
  state_id: number;
  city_id: number;
  country_id: number;
  business_name: string;
  business_address: string;
  current_occupation: string;
  net_annual_income: number;
  education: string;
  documents: DsaDocumentField[];
  /** True in GET one (the reviewing staff member's read, audit-logged), false elsewhere. */
  numbers_revealed: boolean;
  coupon_code: string | null;
  declaration_source: DsaDeclarationSource;
}
