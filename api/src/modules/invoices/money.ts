import { formatDecimal } from '../../core/money/minor-units';

/** How many digits a currency's minor unit has (INR and USD 2, JPY 0, KWD 3), as ISO 4217 says. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in minor units as a plain decimal of the major unit, e.g. 117882 INR → "1178.82". */
export function toMajorString(minor: number, currency: string): string {
  return formatDecimal(minor, minorDigits(currency));
}

/**
 * An amount for people: the currency code and the major unit with grouping, e.g. "INR 1,178.82" (Indian
 * grouping for rupees). Codes rather than symbols: the PDF's standard fonts have no rupee sign.
 */
export function formatMoney(minor: number, currency: string): string {
  const [whole, fraction] = toMajorString(minor, currency).split('.');
  const grouped = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en').format(Number(whole));
  return `${currency} ${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}
