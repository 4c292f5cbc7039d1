import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ChallengeSolution } from '../../../core/auth/sign-in-challenge';
import { NormalizeEmail } from '../../../core/http/transforms';
import { NewPassword, SameAs } from './account-validators';
import { RequiredEmail, RequiredText } from '../../../core/http/fields';

class EmailDto {
  @RequiredEmail() email: string;
}

/** POST verify-email */
export class VerifyEmailDto extends EmailDto {
  @RequiredText('email otp', 6) email_otp: string;
}

/** POST resend-email-otp */
export class ResendEmailOtpDto extends EmailDto {}

/** POST forgot-password */
export class ForgotPasswordDto extends EmailDto {}

/** POST login */
export class LoginDto {
  @NormalizeEmail()
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsString({ message: 'The email must be a string.' })
  @MaxLength(191, { message: 'These credentials do not match our records.' })
  email: string;

  @IsNotEmpty({ message: 'The password field is required.' })
  @IsString({ message: 'The password must be a string.' })
  @MaxLength(256, { message: 'These credentials do not match our records.' })
  password: string;

  @IsOptional()
  @IsIn(['1', '0', 1, 0, true, false], { message: 'The remember me field must be 1 or 0.' })
  remember_me?: '1' | '0' | 1 | 0 | boolean;

  /** A solved sign-in challenge, once the API asked for one (decision 218). */
  @ChallengeSolution() altcha?: string;
}

/** POST password/reset */
export class ResetPasswordDto extends EmailDto {
  @IsNotEmpty({ message: 'The token field is required.' })
  @IsString({ message: 'The token must be a string.' })
  @MaxLength(128, { message: 'This password reset token is invalid.' })
  token: string;

  @NewPassword() password: string;

  @SameAs('password', { message: 'The password confirmation does not match.' })
  password_confirmation: string;
}
