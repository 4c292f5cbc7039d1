import { BillingMessages } from '@app/contracts';
import type { CouponEntity } from '../entities/coupon.entity';
import { couponProblem } from './coupon-rules';

const now = new Date('2026-11-20T12:00:00Z');
const coupon = (over: Partial<CouponEntity> = {}): CouponEntity =>
  ({
    id: 1,
    code: 'REST500',
    kind: 'fixed',
    amount_off_minor: 50000,
    percent_off_bps: null,
    currency: 'INR',
    plan_id: 1,
    valid_from: new Date('2026-01-01T00:00:00Z'),
    valid_until: new Date('2027-01-01T00:00:00Z'),
    max_uses: 10,
    max_uses_per_member: 1,
    agent_user_id: null,
    commission_bps: 0,
    is_advertised: true,
    is_active: true,
    ...over,
  }) as CouponEntity;
const at = (over: Partial<Parameters<typeof couponProblem>[1]> = {}) => ({
  planId: 1,
  currency: 'INR',
  now,
  uses: { total: 0, byMember: 0 },
  ...over,
});

describe('coupon rules', () => {
  it('accepts a valid coupon', () => {
    expect(couponProblem(coupon(), at())).toBeNull();
  });

  it('refuses unknown and switched-off coupons alike', () => {
    expect(couponProblem(null, at())).toBe(BillingMessages.couponUnknown);
    expect(couponProblem(coupon({ is_active: false }), at())).toBe(BillingMessages.couponUnknown);
  });

  it('refuses outside the validity dates', () => {
    expect(couponProblem(coupon({ valid_from: new Date('2026-12-01T00:00:00Z') }), at())).toBe(
      BillingMessages.couponNotStarted,
    );
    expect(couponProblem(coupon({ valid_until: now }), at())).toBe(BillingMessages.couponExpired);
  });

  it('refuses another plan or another currency', () => {
    expect(couponProblem(coupon(), at({ planId: 2 }))).toBe(BillingMessages.couponWrongPlan);
    expect(couponProblem(coupon(), at({ currency: 'JPY' }))).toBe(BillingMessages.couponWrongCurrency);
    expect(
      couponProblem(
        coupon({ plan_id: null, currency: null, kind: 'percent' }),
        at({ planId: 2, currency: 'JPY' }),
      ),
    ).toBeNull();
  });

  it('refuses a used-up coupon and a second use by the same member', () => {
    expect(couponProblem(coupon(), at({ uses: { total: 10, byMember: 0 } }))).toBe(
      BillingMessages.couponUsedUp,
    );
    expect(couponProblem(coupon(), at({ uses: { total: 3, byMember: 1 } }))).toBe(
      BillingMessages.couponUsedByYou,
    );
    expect(
      couponProblem(
        coupon({ max_uses: null, max_uses_per_member: null }),
        at({ uses: { total: 999, byMember: 9 } }),
      ),
    ).toBeNull();
  });

  it('leaves the per-member limit to checkout when the caller is anonymous', () => {
    expect(couponProblem(coupon(), at({ uses: { total: 3, byMember: null } }))).toBeNull();
  });
});
