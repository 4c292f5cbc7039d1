import { BillingMessages } from '@app/contracts';
import type { CouponEntity } from '../entities/coupon.entity';

/** How often a coupon counts as used: paid payments plus pending ones still holding a use. */
export interface CouponUses {
  total: number;
  /** The member's own uses; null when the caller is anonymous (the check then waits for checkout). */
  byMember: number | null;
}

/** How long a pending payment keeps its coupon use reserved (docs/decisions/026-coupons.md). */
export const COUPON_HOLD_MINUTES = 60;

/**
 * Why this coupon cannot be used for this purchase now, or null when it can. The message is the one the
 * member sees (the seeds show the server's text and clear the field).
 */
export function couponProblem(
  coupon: CouponEntity | null,
  at: { planId: number; currency: string; now: Date; uses: CouponUses },
): string | null {
  if (!coupon?.is_active) return BillingMessages.couponUnknown;
  if (coupon.valid_from && at.now < coupon.valid_from) return BillingMessages.couponNotStarted;
  if (coupon.valid_until && at.now >= coupon.valid_until) return BillingMessages.couponExpired;
  if (coupon.plan_id !== null && coupon.plan_id !== at.planId) return BillingMessages.couponWrongPlan;
  if (coupon.currency !== null && coupon.currency !== at.currency) return BillingMessages.couponWrongCurrency;
  if (coupon.max_uses !== null && at.uses.total >= coupon.max_uses) return BillingMessages.couponUsedUp;
  if (
    coupon.max_uses_per_member !== null &&
    at.uses.byMember !== null &&
    at.uses.byMember >= coupon.max_uses_per_member
  ) {
    return BillingMessages.couponUsedByYou;
  }
  return null;
}
