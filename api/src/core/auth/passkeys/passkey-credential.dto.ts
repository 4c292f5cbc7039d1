import { PASSKEY_NAME_MAX, PasskeyMessages } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { WholeNumberParam } from '../../http/fields';
import { Trim } from '../../http/transforms';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A base64url string of at most `max` characters; `nonEmpty`: at least one. */
const Base64url = (max: number, { nonEmpty = false } = {}) =>
  applyDecorators(
    IsString(),
    MaxLength(max),
    Matches(BASE64URL, { message: 'must be base64url' }),
    ...(nonEmpty ? [MinLength(1)] : []),
  );

/** The `response` part of the browser's answer, registration and assertion fields together. */
export class PasskeyResponseDto {
  @Base64url(4096, { nonEmpty: true }) clientDataJSON: string;

  /** Registration only. */
  @IsOptional()
  @Base64url(16384)
  attestationObject?: string;

  /** Sign-in only. */
  @IsOptional()
  @Base64url(4096)
  authenticatorData?: string;

  /** Sign-in only. Up to ML-DSA-87's 4627 bytes: Chromium offers post-quantum keys where the RP lists them. */
  @IsOptional()
  @Base64url(8192)
  signature?: string;

  /** Sign-in only: the account handle the passkey was made for. */
  @IsOptional()
  @Base64url(256)
  userHandle?: string;

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(32, { each: true })
  transports?: string[];
}

/** A WebAuthn credential as `@simplewebauthn/browser` serialises it (RegistrationResponseJSON / AuthenticationResponseJSON). */
export class PasskeyCredentialDto {
  @Base64url(1400, { nonEmpty: true }) id: string;

  @Base64url(1400, { nonEmpty: true }) rawId: string;

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

  @Trim()
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
  @WholeNumberParam('id') id: number;
}
