import { IsString, Matches } from 'class-validator';
import { PasskeyAssertionDto } from '../../../core/auth/passkeys/passkey-credential.dto';

const CHALLENGE = /^[A-Za-z0-9_-]{20,100}$/;

/** Asks for passkey options for the second step the password earned. */
export class StaffPasskeyOptionsDto {
  @IsString()
  @Matches(CHALLENGE, { message: 'Sign in again' })
  challenge: string;
}

/** The second step answered with a passkey. */
export class StaffPasskeyLoginDto extends PasskeyAssertionDto {
  @IsString()
  @Matches(CHALLENGE, { message: 'Sign in again' })
  challenge: string;
}
