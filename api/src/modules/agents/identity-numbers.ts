/**
 * India's identity numbers as an Atmnirbhar application carries them. The old client checked none of
 * them; the server does (docs/decisions/147).
 */

/** PAN: five letters, four digits, one letter (AAAAA9999A). */
export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The PAN as typed, upper-cased and without spaces. */
export const normalisePan = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isValidPan = (value: string) => PAN_FORMAT.test(value);

// Verhoeff's dihedral-group tables: multiplication, position permutation.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Whether a string of digits (its last digit the check digit) passes Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[(i + 1) % 8]![Number(reversed[i])]!]!;
  return String(INV[c]);
}

/** The Aadhaar number as typed (the form shows it in groups of 4): spaces and dashes dropped. */
export const normaliseAadhaar = (value: string) => value.replace(/[\s-]+/g, '');

/**
 * Aadhaar: 12 digits, not starting with 0 or 1 (UIDAI issues none such), the last a Verhoeff check digit.
 */
export const isValidAadhaar = (value: string) => /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);

/** The GST number as typed, upper-cased and without spaces. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The last four characters, the rest hidden: how the numbers show everywhere but the staff review. */
export const maskLast4 = (last4: string, length: number) => `${'X'.repeat(Math.max(0, length - 4))}${last4}`;
