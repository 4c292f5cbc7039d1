import { BillingMessages } from '@app/contracts';
import type { CouponEntity } from '../entities/coupon.entity';

/** How often a coupon counts as used: its paid payments (decision 228). */
export interface CouponUses {
  total: number;
  /** The member's own uses; null when the caller is anonymous (the check then waits for checkout). */
  byMember: number | null;
}

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
  return couponLimitProblem(coupon, at.uses);
}

/** Whether the coupon's total and per-member limits leave a use, as couponProblem says it. */
export function couponLimitProblem(
  coupon: Pick<CouponEntity, 'max_uses' | 'max_uses_per_member'>,
  uses: CouponUses,
): string | null {
  if (coupon.max_uses !== null && uses.total >= coupon.max_uses) return BillingMessages.couponUsedUp;
  if (
    coupon.max_uses_per_member !== null &&
    uses.byMember !== null &&
    uses.byMember >= coupon.max_uses_per_member
  ) {
    return BillingMessages.couponUsedByYou;
  }
  return null;
}
