import {
  IsNotEmpty,
  IsString,
  Length,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { NotCommonPassword } from '../../../core/auth/common-passwords';

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

/**
 * The password rule of every form that sets one (sign-up, reset, change): the seeds' 8 to 128 characters,
 * and none of the 100,000 most common passwords (decision 219).
 */
export function NewPassword() {
  return applyDecorators(
    IsNotEmpty({ message: 'The password field is required.' }),
    IsString({ message: 'The password must be a string.' }),
    Length(8, 128, { message: 'The password must be between 8 and 128 characters.' }),
    NotCommonPassword(),
  );
}
