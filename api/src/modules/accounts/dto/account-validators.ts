import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsString,
  Length,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/** The field must equal another field of the same payload (password confirmation). */
export function SameAs(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[property],
      },
    });
}

/** Trims strings; lower-cases e-mail addresses (they are stored lower-case). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Trims strings; an empty optional field means "clear it" and becomes null (skipped by @IsOptional). */
export const TrimToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
export const NormalizeEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** Form values arrive as strings ('1', 'true', 'on'), JSON ones as booleans or numbers. */
export const ToBoolean = () =>
  Transform(({ value }) =>
    value === undefined || value === null || value === ''
      ? undefined
      : [true, 1, '1', 'true', 'on', 'yes'].includes(value),
  );
/** Numbers sent as strings by forms; anything else is left for IsInt to refuse. */
export const ToInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value));

/** The password rule of every form that sets one (sign-up, reset): 8 to 128 characters, nothing more. */
export function NewPassword() {
  return applyDecorators(
    IsNotEmpty({ message: 'The password field is required.' }),
    IsString({ message: 'The password must be a string.' }),
    Length(8, 128, { message: 'The password must be between 8 and 128 characters.' }),
  );
}
