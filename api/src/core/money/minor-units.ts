/**
 * Amounts are integers of the currency's minor unit everywhere inside the API (67864 paise, 1800 yen,
 * 3700 fils); decimals exist only at the edges. This is the one way to write such an amount as a decimal.
 */

/** "678.64" for (67864, 2), "1800" for (1800, 0), "3.700" for (3700, 3). */
export function formatDecimal(minor: number, minorUnit: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  if (minorUnit === 0) return String(minor);
  const digits = String(minor).padStart(minorUnit + 1, '0');
  return `${digits.slice(0, -minorUnit)}.${digits.slice(-minorUnit)}`;
}
