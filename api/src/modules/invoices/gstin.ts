import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

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

/** The one message for a GST number that is not a GSTIN, wherever a member gives one (decision 297). */
export const GSTIN_INVALID_MESSAGE =
  'The GST number must be a valid 15-character GSTIN, such as 24AAPFU0939F1Z1 (leave it empty if you have none).';

/** A GST number as members type it, as it is stored and checked: no spaces, upper case. */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * A DTO field holding a GST number: normalised (spaces out, upper case), then checked as a GSTIN (format and
 * check character), the same rule as the invoices' and the Atmnirbhar application's. Combine with
 * `@IsOptional()` where it may be left empty.
 */
export function IsGstin() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseGstin(value) : value)),
    ValidateBy({
      name: 'isGstin',
      validator: {
        // Empty is no GST number (a form's blank field); anything else must be a GSTIN.
        validate: (value: unknown) => typeof value === 'string' && (value === '' || isValidGstin(value)),
        defaultMessage: () => GSTIN_INVALID_MESSAGE,
      },
    }),
  );
}
