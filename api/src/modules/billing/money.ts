/**
 * Money is an integer count of the currency's minor unit everywhere inside billing: 67864 paise, 1800
 * yen, 3700 fils. Decimals exist only at the edges: provider fields ("678.64") and answers (678.64).
 */

import { formatDecimal } from '../../core/money/minor-units';

export { formatDecimal };

/** The amount as a JSON number in the major unit (678.64); exact to the currency's decimals. */
export function toMajor(minor: number, minorUnit: number): number {
  return Number(formatDecimal(minor, minorUnit));
}

/**
 * Reads a provider's decimal amount ("678.64", "678.6", "1800", "3.700") into minor units; null when it
 * is not a plain non-negative decimal or has more non-zero decimals than the currency has.
 */
export function parseDecimal(text: string | undefined, minorUnit: number): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > minorUnit && /[1-9]/.test(fraction.slice(minorUnit))) return null;
  const cents = fraction.slice(0, minorUnit).padEnd(minorUnit, '0');
  return Number(whole) * 10 ** minorUnit + (minorUnit ? Number(cents) : 0);
}

/**
 * The smallest step a provider accepts for the currency: one minor unit, except three-decimal currencies,
 * whose last decimal must be 0 for card networks (Razorpay: "pass 99990, not 99991").
 */
export function chargeStep(minorUnit: number): number {
  return minorUnit === 3 ? 10 : 1;
}

/** The least amount worth charging: one major unit (₹1, ¥1, 1 KWD). */
export function minimumCharge(minorUnit: number): number {
  return 10 ** minorUnit;
}
