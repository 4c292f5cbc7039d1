import { discounted, isYoungAccount } from './pricing';

const days = (n: number) => n * 24 * 3600 * 1000;

describe('blue-tick account age', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('counts an account of 15 whole days as young and one of 16 as not', () => {
    expect(isYoungAccount(new Date(now.getTime() - days(15) - 3600_000), now)).toBe(true);
    expect(isYoungAccount(new Date(now.getTime() - days(16)), now)).toBe(false);
    expect(isYoungAccount(now, now)).toBe(true);
  });
});

describe('coupon discounts in minor units', () => {
  it('takes a fixed amount off', () => {
    expect(discounted(99900, 2, { kind: 'fixed', amount_off_minor: 50000, percent_off_bps: null })).toEqual({
      discountMinor: 50000,
      amountMinor: 49900,
    });
  });

  it('rounds a percentage in the member’s favour', () => {
    // 15% of 999.00 is 149.85; of 678.64 it is 101.796 → 101.80 off.
    expect(discounted(99900, 2, { kind: 'percent', amount_off_minor: null, percent_off_bps: 1500 })).toEqual({
      discountMinor: 14985,
      amountMinor: 84915,
    });
    expect(discounted(67864, 2, { kind: 'percent', amount_off_minor: null, percent_off_bps: 1500 })).toEqual({
      discountMinor: 10180,
      amountMinor: 57684,
    });
  });

  it('keeps three-decimal amounts ending in 0', () => {
    // 3.700 KWD less 15% = 3.145 → charged 3.140.
    expect(discounted(3700, 3, { kind: 'percent', amount_off_minor: null, percent_off_bps: 1500 })).toEqual({
      discountMinor: 560,
      amountMinor: 3140,
    });
  });

  it('never goes below one major unit', () => {
    expect(discounted(99900, 2, { kind: 'fixed', amount_off_minor: 200000, percent_off_bps: null })).toEqual({
      discountMinor: 99800,
      amountMinor: 100,
    });
    expect(discounted(1800, 0, { kind: 'percent', amount_off_minor: null, percent_off_bps: 10000 })).toEqual({
      discountMinor: 1799,
      amountMinor: 1,
    });
  });
});
