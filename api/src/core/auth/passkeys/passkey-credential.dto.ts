import { PASSKEY_NAME_MAX, PasskeyMessages } from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const base64url = (max: number) => [
  IsString(),
  MaxLength(max),
  Matches(BASE64URL, { message: 'must be base64url' }),
];
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/** The `response` part of the browser's answer, registration and assertion fields together. */
export class PasskeyResponseDto {
  @apply(...base64url(4096), MinLength(1))
  clientDataJSON: string;

  /** Registration only. */
  @IsOptional()
  @apply(...base64url(16384))
  attestationObject?: string;

  /** Sign-in only. */
  @IsOptional()
  @apply(...base64url(4096))
  authenticatorData?: string;

  /** Sign-in only. Up to ML-DSA-87's 4627 bytes: Chromium offers post-quantum keys where the RP lists them. */
  @IsOptional()
  @apply(...base64url(8192))
  signature?: string;

  /** Sign-in only: the account handle the passkey was made for. */
  @IsOptional()
  @apply(...base64url(256))
  userHandle?: string;

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(32, { each: true })
  transports?: string[];
}

/** A WebAuthn credential as `@simplewebauthn/browser` serialises it (RegistrationResponseJSON / AuthenticationResponseJSON). */
export class PasskeyCredentialDto {
  @apply(...base64url(1400), MinLength(1))
  id: string;

  @apply(...base64url(1400), MinLength(1))
  rawId: string;

  @IsIn(['public-key'])
  type: 'public-key';

  @IsObject()
  @ValidateNested()
  @Type(() => PasskeyResponseDto)
  response: PasskeyResponseDto;

  @IsOptional()
  @IsObject()
  clientExtensionResults: Record<string, unknown> = {};

  @IsOptional()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

const CEREMONY = /^[A-Za-z0-9_-]{43}$/;

/** Finishes a registration: the ceremony it answers, the browser's credential, and the owner's name for it. */
export class RegisterPasskeyDto {
  @Matches(CEREMONY, { message: PasskeyMessages.expired })
  ceremony: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: PasskeyMessages.nameRequired })
  @MinLength(1, { message: PasskeyMessages.nameRequired })
  @MaxLength(PASSKEY_NAME_MAX)
  name: string;

  @IsObject()
  @ValidateNested()
  @Type(() => PasskeyCredentialDto)
  credential: PasskeyCredentialDto;
}

/** Finishes a sign-in: the ceremony it answers and the browser's assertion. */
export class PasskeyAssertionDto {
  @Matches(CEREMONY, { message: PasskeyMessages.expired })
  ceremony: string;

  @IsObject()
  @ValidateNested()
  @Type(() => PasskeyCredentialDto)
  credential: PasskeyCredentialDto;

  /** Members: keep the session 30 days, as the password login's "Remember me". */
  @IsOptional()
  @IsBoolean()
  remember_me?: boolean;
}

export class PasskeyIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
