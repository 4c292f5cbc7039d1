import { type UserType } from '@app/contracts';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { NormalizeEmail, ToBoolean, ToInt, Trim } from '../../../core/http/transforms';
import { NewPassword, SameAs } from './account-validators';

/** POST users: the free sign-up. Messages follow the seeds' server (Laravel-style). */
export class SignupDto {
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsIn(['6', '7', '8'], { message: 'The selected user type is invalid.' })
  user_type: UserType;

  /** Hidden on the form for restaurant professionals ("8"). */
  @ValidateIf(
    (o: SignupDto) =>
      o.user_type !== '8' ||
      (o.business_name !== undefined && o.business_name !== null && o.business_name !== ''),
  )
  @Trim()
  @IsNotEmpty({ message: 'The business name field is required.' })
  @IsString({ message: 'The business name must be a string.' })
  @MaxLength(191, { message: 'The business name may not be greater than 191 characters.' })
  business_name?: string;

  @Trim()
  @IsNotEmpty({ message: 'The first name field is required.' })
  @IsString({ message: 'The first name must be a string.' })
  @MaxLength(100, { message: 'The first name may not be greater than 100 characters.' })
  first_name: string;

  @Trim()
  @IsNotEmpty({ message: 'The last name field is required.' })
  @IsString({ message: 'The last name must be a string.' })
  @MaxLength(100, { message: 'The last name may not be greater than 100 characters.' })
  last_name: string;

  @NormalizeEmail()
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(191, { message: 'The email may not be greater than 191 characters.' })
  email: string;

  @Transform(({ value }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @IsNotEmpty({ message: 'The mobile no field is required.' })
  @Matches(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: 'The mobile no format is invalid.' })
  mobile_no: string;

  @NewPassword()
  password: string;

  @SameAs('password', { message: 'The password confirmation does not match.' })
  password_confirmation: string;

  @ToInt()
  @IsInt({ message: 'The country id field is required.' })
  @Min(1, { message: 'The selected country id is invalid.' })
  country_id: number;

  @ToInt()
  @IsInt({ message: 'The state id field is required.' })
  @Min(1, { message: 'The selected state id is invalid.' })
  state_id: number;

  @ToInt()
  @IsInt({ message: 'The city id field is required.' })
  @Min(1, { message: 'The selected city id is invalid.' })
  city_id: number;

  /**
   * The 18+ confirmation. The seeds' client has no such field: a missing value counts as confirmed by
   * accepting the terms; an explicit "no" is refused. Recorded as adult_confirmed_at at verification.
   */
  @IsOptional()
  @ToBoolean()
  @Equals(true, { message: 'You must be at least 18 years old to join.' })
  adult?: boolean;

  @IsOptional()
  @ToBoolean()
  @Equals(true, { message: 'You must be at least 18 years old to join.' })
  is_adult?: boolean;
}
