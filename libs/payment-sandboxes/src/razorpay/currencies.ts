/** ISO 4217 codes and their minor units, from the ICU data Node ships (the same tables browsers use). */
const CODES = new Set(Intl.supportedValuesOf('currency'));

export function isCurrency(code: string): boolean {
  return CODES.has(code);
}

/** Decimal places of a currency's minor unit: 2 for INR and USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in minor units as a buyer reads it: 99900 INR → "₹999.00". */
export function formatMinorUnits(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(
    amount / 10 ** minorUnitDigits(currency),
  );
}
