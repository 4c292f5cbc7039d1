import { CONTACT_SHOWN_VALUES, MARKETPLACE_LIMITS } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ToInt, Trim, TrimToNull } from '../../../core/http/transforms';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/**
 * Field rules shared by the marketplace's forms. Multipart forms send every value as a string, JSON
 * bodies send numbers: both are accepted. Messages name the field as the seeds' forms label it.
 */

// The API's shared input transforms, here too so that the marketplace's DTOs import their rules from one place.
export { ToInt, Trim, TrimToNull } from '../../../core/http/transforms';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Rupees with at most two decimals ("25000", "1250.5", 999.99) become integer paise; anything else
 * (negative, three decimals, text) stays as sent and fails the integer check with the field's message.
 */
export const toPaise = (value: unknown): unknown => {
  // An emptied field of an edit form: "no amount" (IsOptional skips it; required fields refuse it).
  if (value === '') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !MONEY.test(text)) return value;
  const [rupees, decimals = ''] = text.split('.');
  return Number(rupees) * 100 + Number(decimals.padEnd(2, '0'));
};

/** An amount in rupees ≥ 0 with at most two decimals, held as paise by the DTO. */
export function Money(label: string) {
  const message = `The ${label} must be an amount of at least 0 with at most two decimals.`;
  return applyDecorators(
    Transform(({ value }) => toPaise(value)),
    IsInt({ message }),
    Min(0, { message }),
    Max(MARKETPLACE_LIMITS.maxAmount * 100, {
      message: `The ${label} may not be greater than ${MARKETPLACE_LIMITS.maxAmount}.`,
    }),
  );
}

/** A required or optional line of text of at most `max` characters (trimmed; required means not blank). */
export function Text(label: string, max: number) {
  return applyDecorators(
    IsString({ message: `The ${label} must be a string.` }),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
  );
}

export function Required(label: string) {
  return Matches(/\S/, { message: `The ${label} field is required.` });
}

/** A text the creation form must send (title, position, names): trimmed, not blank, at most `max` characters. */
export function RequiredListingText(label: string, max: number) {
  return applyDecorators(
    Trim(),
    Required(label),
    Text(label, max),
    IsDefined({ message: `The ${label} field is required.` }),
  );
}

/** The same text on an edit form: it may be left out (it stays), but not emptied. */
export function EditedListingText(label: string, max: number) {
  return applyDecorators(IsOptional(), Trim(), Required(label), Text(label, max));
}

/** An optional text of at most `max` characters; sent empty it is null and clears the value. */
export function ClearableListingText(label: string, max: number) {
  return applyDecorators(IsOptional(), TrimToNull(), Text(label, max));
}

/** A phone number as the account forms accept it. */
export function Phone(label: string) {
  return applyDecorators(
    Trim(),
    Matches(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: `The ${label} format is invalid.` }),
  );
}

export function Email(label: string) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: `The ${label} must be a valid email address.` }),
    MaxLength(191, { message: `The ${label} may not be greater than 191 characters.` }),
  );
}

/** An http(s) address (social links, the website). */
export function HttpUrl(label: string) {
  return applyDecorators(
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: `The ${label} must be a valid URL starting with http:// or https://.` },
    ),
    MaxLength(MARKETPLACE_LIMITS.urlMaxLength, {
      message: `The ${label} may not be greater than ${MARKETPLACE_LIMITS.urlMaxLength} characters.`,
    }),
  );
}

/** A reference id (country, state, city, restaurant type). An empty form value counts as not sent. */
export function RefId(label: string) {
  const message = `The selected ${label} is invalid.`;
  return applyDecorators(
    Transform(({ value }) => (value === '' ? undefined : value)),
    ToInt(),
    IsInt({ message }),
    Min(1, { message }),
    Max(4_294_967_295, { message }),
  );
}

/** A reference id a form may leave out (a place, the restaurant type). */
export function OptionalRefId(label: string) {
  return applyDecorators(IsOptional(), RefId(label));
}

/** An edit's field that may be left out but not emptied (the required fields of the creation form). */
export const NotEmptied = () => ValidateIf((_object, value) => value !== undefined);

/** A '0'/'1' flag (is_closed, per, is_intrested); becomes 0 or 1. */
export function ZeroOrOne(label: string) {
  return applyDecorators(
    Transform(({ value }) => (value === '0' || value === 0 ? 0 : value === '1' || value === 1 ? 1 : value)),
    IsIn([0, 1], { message: `The ${label} must be 0 or 1.` }),
  );
}

/** A whole number ≥ 0 (counts); an emptied field is null ("none given"). */
export function Count(label: string) {
  const message = `The ${label} must be a whole number of at least 0.`;
  return applyDecorators(
    Transform(({ value }) => (value === '' ? null : value)),
    ToInt(),
    IsInt({ message }),
    Min(0, { message }),
    Max(1_000_000, { message }),
  );
}

/** A listing's `contact_shown` (decision 210): 'elite' or 'after_trade'; left out keeps the current one. */
export function ContactShownField() {
  return applyDecorators(
    IsOptional(),
    IsIn(CONTACT_SHOWN_VALUES, { message: 'The contact shown must be elite or after_trade.' }),
  );
}
