import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { ChallengeSolution } from '../../../core/auth/sign-in-challenge';

export class StaffLoginDto {
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(191)
  email: string;

  @IsString()
  @MinLength(1, { message: 'Enter your password' })
  @MaxLength(256)
  password: string;

  /** A solved sign-in challenge, once the API asked for one (decision 218). */
  @ChallengeSolution() altcha?: string;
}
