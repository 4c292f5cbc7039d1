import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { NormalizeEmail, ToBoolean, ToInt, Trim, TrimToNull } from './transforms';

/*
 * The field rules the API's DTOs share (docs/decisions/473): one composite decorator for each rule that
 * several DTOs state, so that a field reads as one line (`@PageNumber(MAX_PAGE_NUMBER) page = 1;`). The
 * messages are the ones the seeds' clients and the specs read: keep them as they are.
 *
 * Order is part of a rule. The global pipe stops at a property's first failing check and answers with its
 * message, and class-validator checks a property's rules in the order they were registered. Decorators
 * stacked above a property register from the bottom up; `applyDecorators` registers its list first to
 * last. So each composite lists its checks in the order they run: the stacked form read from the bottom.
 * (A page of "abc" fails the maximum first, because the number conversion makes it NaN.) The conversions
 * and conditions (IsOptional, Type, Trim) come first: where they stand changes nothing that is checked.
 * IsDefined runs before every other check wherever it stands; it is listed last, where the stacked form
 * registered it, so the OpenAPI schemas built from these rules keep their shape to the letter.
 */

const toNumber = () => Type(() => Number);

/**
 * A whole number in a path or a query (`{id}`, `?country_id=`) from `min` (1 unless given) to `max` (no
 * bound unless given); every failure answers "`name` must be a whole number".
 */
export function WholeNumberParam(name: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  const message = `${name} must be a whole number`;
  const upTo = max === undefined ? [] : [Max(max, { message })];
  return applyDecorators(toNumber(), ...upTo, Min(min, { message }), IsInt({ message }));
}

/** An optional page number (`?page=`, or a keyset's `?after=` position): 1 to `max`, "… is too large" above. */
export function PageNumber(max: number, name = 'page') {
  return applyDecorators(
    IsOptional(),
    toNumber(),
    Max(max, { message: `${name} is too large` }),
    Min(1, { message: `${name} must be at least 1` }),
    IsInt({ message: `${name} must be a whole number` }),
  );
}

/** An optional page size (`?per_page=`, `?pageSize=`, `?limit=`): a whole number from 1 to `max`. */
export function PageSize(max: number, name = 'per_page') {
  return applyDecorators(
    IsOptional(),
    toNumber(),
    Max(max, { message: `${name} may be at most ${max}` }),
    Min(1, { message: `${name} must be at least 1` }),
    IsInt({ message: `${name} must be a whole number` }),
  );
}

/** An optional integer from 1 to `max` in the seeds' words ("The per page must be an integer."): list paging. */
export function OptionalInteger(label: string, max: number) {
  return applyDecorators(
    IsOptional(),
    toNumber(),
    Max(max, { message: `The ${label} may not be greater than ${max}.` }),
    Min(1, { message: `The ${label} must be at least 1.` }),
    IsInt({ message: `The ${label} must be an integer.` }),
  );
}

/** An optional whole number from `min` to `max` as a form sends it (digits as text), in the seeds' words. */
export function OptionalWholeNumber(label: string, min: number, max: number) {
  return applyDecorators(
    IsOptional(),
    ToInt(),
    Max(max, { message: `The ${label} may not be greater than ${max}.` }),
    Min(min, { message: `The ${label} must be at least ${min}.` }),
    IsInt({ message: `The ${label} must be a whole number.` }),
  );
}

/** An optional id a form picks from a list (country, state, city): "The selected `label` is invalid." */
export function OptionalSelectedId(label: string) {
  const message = `The selected ${label} is invalid.`;
  return applyDecorators(IsOptional(), ToInt(), Min(1, { message }), IsInt({ message }));
}

/** A required id a form picks from a list (sign-up's country, state, city): missing, "The `label` field is required." */
export function RequiredSelectedId(label: string) {
  return applyDecorators(
    ToInt(),
    Min(1, { message: `The selected ${label} is invalid.` }),
    IsInt({ message: `The ${label} field is required.` }),
  );
}

/**
 * A required id of another row in a body (the member followed, the subject reported), up to `max` when
 * given: "The `label` field is required." / "… must be an integer." / "The selected `label` is invalid."
 */
export function RequiredId(label: string, max?: number) {
  const invalid = { message: `The selected ${label} is invalid.` };
  const upTo = max === undefined ? [] : [Max(max, invalid)];
  return applyDecorators(
    toNumber(),
    ...upTo,
    Min(1, invalid),
    IsInt({ message: `The ${label} must be an integer.` }),
    IsDefined({ message: `The ${label} field is required.` }),
  );
}

/** A string of at most `max` characters: "The `label` must be a string." / "… may not be greater than `max` characters." */
export function TextUpTo(label: string, max: number) {
  return applyDecorators(
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
    IsString({ message: `The ${label} must be a string.` }),
  );
}

/** An optional text of at most `max` characters, trimmed. */
export function OptionalText(label: string, max: number) {
  return applyDecorators(IsOptional(), Trim(), TextUpTo(label, max));
}

/** An optional text of at most `max` characters, trimmed; sent empty it is null and clears the value. */
export function ClearableText(label: string, max: number) {
  return applyDecorators(IsOptional(), TrimToNull(), TextUpTo(label, max));
}

/** A required text of at most `max` characters, trimmed: blank answers "The `label` field is required." */
export function RequiredText(label: string, max: number) {
  return applyDecorators(
    Trim(),
    TextUpTo(label, max),
    IsNotEmpty({ message: `The ${label} field is required.` }),
  );
}

/** A text that must be sent and not blank, at most `max` characters, trimmed (the console's titles). */
export function DefinedText(label: string, max: number) {
  const required = { message: `The ${label} field is required.` };
  return applyDecorators(
    Trim(),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
    IsNotEmpty(required),
    IsString({ message: `The ${label} must be a string.` }),
    IsDefined(required),
  );
}

/** A text of 1 to `max` characters after trimming (the checks of FilledText and OptionalFilledText). */
function filledText(label: string, max: number) {
  return applyDecorators(
    Trim(),
    MaxLength(max, { message: `The ${label} may not be greater than ${max} characters.` }),
    MinLength(1, { message: `The ${label} field is required.` }),
    IsString({ message: `The ${label} must be a string.` }),
  );
}

/** A text that must be sent with at least one character after trimming, at most `max` characters. */
export function FilledText(label: string, max: number) {
  return applyDecorators(filledText(label, max), IsDefined({ message: `The ${label} field is required.` }));
}

/** A text that may be left out, but when sent has 1 to `max` characters after trimming (a name on an edit). */
export function OptionalFilledText(label: string, max: number) {
  return applyDecorators(IsOptional(), filledText(label, max));
}

/** A required e-mail address of at most `max` characters (191 unless given), stored lower-case. */
export function RequiredEmail(max = 191) {
  return applyDecorators(
    NormalizeEmail(),
    MaxLength(max, { message: `The email may not be greater than ${max} characters.` }),
    IsEmail({}, { message: 'The email must be a valid email address.' }),
    IsNotEmpty({ message: 'The email field is required.' }),
  );
}

/** An optional yes/no as forms and JSON send it ('1', 'on', true…): "The `label` field must be true or false." */
export function OptionalFlag(label: string) {
  return applyDecorators(
    IsOptional(),
    ToBoolean(),
    IsBoolean({ message: `The ${label} field must be true or false.` }),
  );
}

/**
 * The note of a staff review (blue tick, Atmnirbhar): read only when the review's `status` is 'rejected',
 * then required, trimmed, REVIEW_NOTE_MIN to REVIEW_NOTE_MAX characters (the member is mailed it).
 */
export function RejectionNote() {
  return applyDecorators(
    Length(REVIEW_NOTE_MIN, REVIEW_NOTE_MAX, {
      message: `The review note must be between ${REVIEW_NOTE_MIN} and ${REVIEW_NOTE_MAX} characters.`,
    }),
    IsString({ message: 'The review note must be a string.' }),
    Trim(),
    IsDefined({ message: 'The review note field is required when rejecting.' }),
    ValidateIf((review: { status?: unknown }) => review.status === 'rejected'),
  );
}
