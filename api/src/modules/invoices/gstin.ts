/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN: a Luhn mod-36 sum over its first 14 characters. */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Whether a value is a well-formed GSTIN whose check character matches (upper case, no spaces). */
export function isValidGstin(value: string): boolean {
  return GSTIN_FORMAT.test(value) && checkCharacter(value.slice(0, 14)) === value[14];
}

/**
 * The member's GST number as it may be printed on a tax invoice: upper-cased and trimmed, and only when it
 * is a valid GSTIN (anything else makes the member an unregistered recipient).
 */
export function recipientGstin(gstNo: string | null | undefined): string | null {
  const value = (gstNo ?? '').replace(/\s+/g, '').toUpperCase();
  return isValidGstin(value) ? value : null;
}
