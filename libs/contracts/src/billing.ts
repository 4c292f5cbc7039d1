/**
 * Plans, prices, coupons, wallet, subscriptions, the blue tick and payments (PayU for India, Razorpay
 * elsewhere). Every amount is decided by the API; amounts in answers are in the currency's major unit
 * (999, 678.64, 1800 for JPY, 3.7 for KWD) unless the name says `_minor`.
 */

/** The blue tick's product line, as the seeds send it to the payment form. */
export const BLUE_TICK_PRODUCT = '1YearPlan';
/** Accounts this many days old or younger get the blue tick at the introductory price. */
export const BLUE_TICK_INTRO_DAYS = 15;

/** Where the API sends the browser after a PayU return (paths on the member site). */
export const PaymentReturnPaths = {
  success: '/Home/User/PaymentSuccess',
  fail: '/Home/User/Fail',
  bluetickSuccess: '/blueticksuccess',
} as const;

/** Texts of the money API (the seeds' spelling where the seeds give one). */
export const BillingMessages = {
  couponApplied: 'Coupon Apply successfully',
  couponUnknown: 'The coupon code is invalid.',
  couponNotStarted: 'This coupon is not active yet.',
  couponExpired: 'This coupon has expired.',
  couponWrongPlan: 'This coupon does not apply to this plan.',
  couponWrongCurrency: 'This coupon is not available in your country.',
  couponUsedUp: 'This coupon has reached its usage limit.',
  couponUsedByYou: 'You have already used this coupon.',
  subscriptionCreated: 'Subscription created successfully.',
  documentsUploaded: 'Documents uploaded successfully. Please complete the payment.',
  checkoutReady: 'Payment started.',
  paymentConfirmed: 'Payment successful.',
  paymentNotReceived: 'No payment has been received yet.',
  paymentNotVerified: 'The payment could not be verified.',
  freeAccount: 'This is a free account: there is nothing to pay.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  alreadyPaid: 'This has already been paid.',
  blueTickUnderReview: 'Your blue-tick request is under review.',
  blueTickAlreadyGranted: 'Your account already has the blue tick.',
} as const;

/** The blue-tick request's life: documents uploaded → paid (under review) → approved or rejected. */
export const BLUE_TICK_STATUSES = [
  'awaiting payment',
  'under review',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type BlueTickStatus = (typeof BLUE_TICK_STATUSES)[number];

/** What staff may decide on a request under review. */
export const BLUE_TICK_REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type BlueTickReviewDecision = (typeof BLUE_TICK_REVIEW_DECISIONS)[number];

/** Bounds of the note a rejection carries (the member reads it); the console checks them before the API does. */
export const REVIEW_NOTE_MIN = 3;
export const REVIEW_NOTE_MAX = 500;

/** The member behind a blue-tick request as staff see it in the review list. */
export interface StaffBlueTickMember {
  id: number;
  full_name: string;
  email: string;
  business_name: string | null;
  user_type_text: string;
}

/** A blue-tick request in the staff console (`/admin-api/bluetick-requests`): the member's contact, never the document keys. */
export interface StaffBlueTickRequest {
  id: number;
  user_id: number;
  member: StaffBlueTickMember | null;
  status: BlueTickStatus;
  plan_id: number;
  paid_at: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  created_at: string;
  has_business_proof: boolean;
}

export type PaymentPurpose = 'elite' | 'bluetick';
export type PaymentProviderName = 'payu' | 'razorpay';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'superseded';

/** A plan's price in one country, Laravel's pivot shape (`countries.pivot.amount`). */
export interface PlanPricePivot {
  plan_id: number;
  country_id: number;
  /** What is charged (GST-inclusive in India). */
  amount: number;
  amount_minor: number;
  /** The headline figure shown before tax ('499 plus GST'); equals `amount` where no tax is added on top. */
  display_amount: number;
  /** Blue tick only: the charge for accounts of {@link BLUE_TICK_INTRO_DAYS} days or less. */
  intro_amount: number | null;
  intro_display_amount: number | null;
}

/** One entry of GET user/plan: the plan with the caller's country and its price. */
export interface PlanEntry {
  id: number;
  name: string;
  product_info: string;
  kind: PaymentPurpose;
  duration_months: number;
  /** A currently advertised coupon for this plan and country (REST500), or null. */
  coupon_code: string | null;
  countries: {
    id: number;
    name: string;
    /** The currency charged (USD where the country has no price of its own). */
    currency: string;
    currency_symbol: string;
    /** Decimal places of the currency (0 JPY, 2 INR, 3 KWD). */
    minor_unit: number;
    pivot: PlanPricePivot;
  };
}

/** GET apply-coupon/{plan}?country_id&coupon_code. Also repeated at the top level of the envelope. */
export interface CouponResult {
  plan_id: number;
  country_id: number;
  currency: string;
  currency_symbol: string;
  /** Price before the coupon. */
  amount: number;
  discount: number;
  payable_amount: number;
  applied_coupon: string;
}

/** POST subscription {plan_id: 1, coupon_code?} → 201. */
export interface SubscriptionCreatePayload {
  plan_id: number | string;
  coupon_code?: string;
}

export interface SubscriptionView {
  id: number;
  user_id: number;
  plan_id: number;
  coupon_code: string | null;
  status: 'pending' | 'active' | 'cancelled';
  /** ISO 8601; null until paid. */
  starts_at: string | null;
  ends_at: string | null;
}

/** GET my-wallet: commission earned by a sales agent's coupons. */
export interface WalletSummary {
  total_amount: number;
  currency: string;
  currency_symbol: string;
}

/** The price a member would pay for the blue tick now. */
export interface BlueTickPrice {
  amount: number;
  currency: string;
  currency_symbol: string;
  /** Headline shown before tax (499 or 999 in India). */
  display_amount: number;
  /** The struck-through headline when the introductory price applies (999), else null. */
  strike_display_amount: number | null;
  /** True when the headline excludes tax ('plus GST'). */
  plus_tax: boolean;
  intro: boolean;
}

/** A blue-tick request (the seeds' "blue-tick payment record"). Never carries the documents. */
export interface BlueTickPaymentDetails {
  id: number;
  user_id: number;
  plan_id: number;
  product_info: string;
  status: BlueTickStatus;
  has_business_proof: boolean;
  /** ISO 8601. */
  created_at: string;
  paid_at: string | null;
  reviewed_at: string | null;
  review_note: string | null;
}

/** POST upload-bluetick-documents (multipart document1, document2, bluetick_plan_id 2) → 201. */
export interface BlueTickUploadResult {
  bluetick_payment_details: BlueTickPaymentDetails;
}

/** GET bluetick-status: the badge, the offer and the latest request. */
export interface BlueTickStatusView {
  blue_tick: 0 | 1;
  /** The account is young enough for the offer dialog (15 days or less). */
  offer: boolean;
  price: BlueTickPrice;
  bluetick_payment_details: BlueTickPaymentDetails | null;
}

/** POST /api/payments/checkout. Only the caller's own subscription or blue-tick request. */
export type CheckoutPayload =
  { purpose: 'elite'; subscription_id: number } | { purpose: 'bluetick'; bluetick_payment_id: number };

/** PayU: the site posts `fields` as a form to `action` (`${PAYU_BASE_URL}/_payment`). */
export interface PayuCheckout {
  action: string;
  fields: Record<string, string>;
}

/** Razorpay: the site loads `script_url` and opens Checkout with these options. */
export interface RazorpayCheckout {
  key_id: string;
  order_id: string;
  /** In the currency's minor unit, as Razorpay expects (JPY has none, KWD has three decimals). */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  script_url: string;
}

export type CheckoutData =
  | { payment_id: number; provider: 'payu'; payu: PayuCheckout }
  | { payment_id: number; provider: 'razorpay'; razorpay: RazorpayCheckout };

/** POST /api/payments/razorpay/verify: what Razorpay Checkout hands the page on success. */
export interface RazorpayVerifyPayload {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** A payment as its member sees it (GET /api/payments/{id}, Razorpay verify). */
export interface PaymentView {
  payment_id: number;
  purpose: PaymentPurpose;
  provider: PaymentProviderName;
  status: PaymentStatus;
  amount: number;
  currency: string;
  coupon_code: string | null;
  subscription_id: number | null;
  bluetick_payment_id: number | null;
  paid_at: string | null;
  /** Where the site goes next: the success page, the blue-tick return page, or the failure page. */
  redirect_path: string;
}

/** POST payment/{subscription id}: the subscription's real state, after asking the provider. */
export interface SubscriptionPaymentState {
  subscription_id: number | null;
  /** 1 paid, 0 nothing to pay (free account). */
  payment_status: 0 | 1;
  is_subscribed: 0 | 1;
  subscription: SubscriptionView | null;
}

/** POST payment-bluetick/{user id}: the blue-tick request's real state, after asking the provider. */
export interface BlueTickPaymentState {
  blue_tick: 0 | 1;
  payment_status: 1;
  bluetick_payment_details: BlueTickPaymentDetails;
}
