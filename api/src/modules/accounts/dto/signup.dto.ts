import { type UserType } from '@app/contracts';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsNotEmpty, IsOptional, Matches, ValidateIf } from 'class-validator';
import { ToBoolean } from '../../../core/http/transforms';
import { NewPassword, SameAs } from './account-validators';
import { RequiredEmail, RequiredSelectedId, RequiredText } from '../../../core/http/fields';

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
  @RequiredText('business name', 191)
  business_name?: string;

  @RequiredText('first name', 100) first_name: string;

  @RequiredText('last name', 100) last_name: string;

  @RequiredEmail() email: string;

  @Transform(({ value }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @IsNotEmpty({ message: 'The mobile no field is required.' })
  @Matches(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: 'The mobile no format is invalid.' })
  mobile_no: string;

  @NewPassword() password: string;

  @SameAs('password', { message: 'The password confirmation does not match.' })
  password_confirmation: string;

  @RequiredSelectedId('country id') country_id: number;

  @RequiredSelectedId('state id') state_id: number;

  @RequiredSelectedId('city id') city_id: number;

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
