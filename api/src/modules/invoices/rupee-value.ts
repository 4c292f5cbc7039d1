import { minorDigits } from './money';

/** Six decimals of a rate string ('22.6543' → 22654300n): exact integer maths, never floats. */
function micros(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * An amount in minor units of `currency` in paise at `rate` rupees per unit, rounded half up
 * (AED 45.00 at 22.6543 → 101944 paise, ₹1,019.44). Decision 293.
 */
export function toPaise(minor: number, currency: string, rate: string): number {
  const numerator = BigInt(minor) * micros(rate) * 100n;
  const denominator = 10n ** BigInt(minorDigits(currency)) * 1_000_000n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
