import { BLUE_TICK_INTRO_DAYS } from '@app/contracts';
import { chargeStep, minimumCharge } from '../money';

const DAY_MS = 24 * 3600 * 1000;

/** An account "15 days old or less": less than 16 whole days since it was created. */
export function isYoungAccount(createdAt: Date, now: Date): boolean {
  return Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS) <= BLUE_TICK_INTRO_DAYS;
}

/** What a coupon takes off: a fixed amount (minor units) or basis points of the price. */
export interface DiscountTerms {
  kind: 'fixed' | 'percent';
  amount_off_minor: number | null;
  percent_off_bps: number | null;
}

/**
 * The price after a coupon, in minor units. Percentages round in the member's favour; the result is a
 * chargeable amount (three-decimal currencies end in 0) and never below one major unit, because neither
 * provider takes a zero or sub-unit payment.
 */
export function discounted(
  listMinor: number,
  minorUnit: number,
  terms: DiscountTerms,
): { discountMinor: number; amountMinor: number } {
  const off =
    terms.kind === 'fixed'
      ? (terms.amount_off_minor ?? 0)
      : Math.ceil((listMinor * (terms.percent_off_bps ?? 0)) / 10_000);
  let amount = listMinor - Math.min(off, listMinor);
  amount -= amount % chargeStep(minorUnit);
  amount = Math.max(amount, Math.min(listMinor, minimumCharge(minorUnit)));
  return { discountMinor: listMinor - amount, amountMinor: amount };
}
