/** How many decimals a currency has (INR 2, JPY 0, KWD 3), as Intl knows it; 2 for a code it does not know. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units as the currency writes it: 49900 INR → "₹499.00". */
export function formatMinor(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return '—';
  if (!currency) return String(minor);
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** Basis points as a percentage: 1250 → "12.5%". */
export const formatBps = (bps: number | null | undefined): string =>
  bps === null || bps === undefined ? '—' : `${Number((bps / 100).toFixed(2))}%`;
