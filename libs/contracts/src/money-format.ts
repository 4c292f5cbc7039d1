/**
 * One way to write money on every page: the currency's symbol (₹ for rupees), the amount in the local
 * digit grouping, and for Indian prices whether GST is included or added on top.
 */

/** Symbols for the currencies the catalogue prices in; the server's own symbol wins when it gives one. */
const SYMBOLS: Record<string, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** '₹999', '₹1,180.50', '$12', 'KWD 3.7' (the server's symbol when the currency has no well-known one). */
export function formatMoney(amount: number | string, currency = 'INR', symbol?: string | null): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const code = currency.toUpperCase();
  const sign = code === 'INR' ? '₹' : symbol?.trim() || SYMBOLS[code] || `${code} `;
  if (!Number.isFinite(value)) return `${sign}${amount}`;
  const digits = Number.isInteger(value) ? 0 : 2;
  const text = value.toLocaleString(code === 'INR' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${sign}${text}`;
}

/** How tax stands in a price: GST is only charged on Indian (INR) prices. */
export type TaxNote = 'gst-included' | 'plus-gst' | 'none';

/**
 * The tax note of a catalogue price: `shown` is the headline figure, `charged` what the member pays. In
 * rupees a headline below the charge is 'plus GST', otherwise GST is included; other currencies carry none.
 */
export function taxNoteFor(currency: string, shown: number, charged: number): TaxNote {
  if (currency.toUpperCase() !== 'INR') return 'none';
  return shown < charged ? 'plus-gst' : 'gst-included';
}

/** '₹999 (GST included)', '₹499 plus GST', '$12'. */
export function formatPrice(
  amount: number | string,
  currency = 'INR',
  tax: TaxNote = 'none',
  symbol?: string | null,
): string {
  const money = formatMoney(amount, currency, symbol);
  if (tax === 'gst-included') return `${money} (GST included)`;
  if (tax === 'plus-gst') return `${money} plus GST`;
  return money;
}
