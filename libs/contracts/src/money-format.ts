/**
 * One way to write money on every page: the currency (₹ for rupees), the amount in the local digit
 * grouping, and whether tax is included (decision 292).
 */

/**
 * Symbols no reader mistakes for another currency; every other currency is written with its ISO code
 * ('AED 45', 'SGD 16'), never with the catalogue's own symbol: 'د.إ' or a bare '$' for Singapore dollars
 * would leave a visitor unsure what they will be charged (issue 38 item 4).
 */
const SYMBOLS: Record<string, string> = { INR: '₹', USD: 'US$', EUR: '€', GBP: '£', JPY: '¥' };

/**
 * '₹999', '₹1,180.50', 'US$12', 'AED 45', 'KWD 3.70'. `symbol` (the catalogue's) is accepted for the callers
 * that have one and deliberately not used (see SYMBOLS).
 */
export function formatMoney(amount: number | string, currency = 'INR', _symbol?: string | null): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const code = currency.toUpperCase();
  const sign = SYMBOLS[code] ?? `${code} `;
  if (!Number.isFinite(value)) return `${sign}${amount}`;
  const digits = Number.isInteger(value) ? 0 : 2;
  const text = value.toLocaleString(code === 'INR' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${sign}${text}`;
}

/**
 * How tax stands in a price: GST is only charged on Indian (INR) prices; a price in another currency is an
 * export of the service, charged without tax ('no-tax'). 'none' writes no note (amounts that are not
 * prices, such as a wallet balance).
 */
export type TaxNote = 'gst-included' | 'plus-gst' | 'no-tax' | 'none';

/**
 * The tax note of a catalogue price: `shown` is the headline figure, `charged` what the member pays. In
 * rupees a headline below the charge is 'plus GST', otherwise GST is included; other currencies carry no tax.
 */
export function taxNoteFor(currency: string, shown: number, charged: number): TaxNote {
  if (currency.toUpperCase() !== 'INR') return 'no-tax';
  return shown < charged ? 'plus-gst' : 'gst-included';
}

/** An amount in the currency's minor unit (as Razorpay takes it) in major units: 4500 AED → 45, 1800 JPY → 1800. */
export function fromMinorUnits(minor: number, currency: string): number {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return minor / 10 ** digits;
}

/** '₹999 (GST included)', '₹499 plus GST', 'AED 45 (no tax added)'. */
export function formatPrice(
  amount: number | string,
  currency = 'INR',
  tax: TaxNote = 'none',
  symbol?: string | null,
): string {
  const money = formatMoney(amount, currency, symbol);
  if (tax === 'gst-included') return `${money} (GST included)`;
  if (tax === 'plus-gst') return `${money} plus GST`;
  if (tax === 'no-tax') return `${money} (no tax added)`;
  return money;
}
