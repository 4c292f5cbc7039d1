import { CONTACT_LIMITS } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';
import { NormalizeEmail, Trim } from '../../core/http/transforms';

/** POST contact: every field required; a message is mailed to staff as plain text. */
export class ContactMessageDto {
  @Trim()
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(CONTACT_LIMITS.name, {
    message: `The name may not be greater than ${CONTACT_LIMITS.name} characters.`,
  })
  name: string;

  @NormalizeEmail()
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(CONTACT_LIMITS.email, {
    message: `The email may not be greater than ${CONTACT_LIMITS.email} characters.`,
  })
  email: string;

  @Trim()
  @IsNotEmpty({ message: 'The subject field is required.' })
  @IsString({ message: 'The subject must be a string.' })
  @MaxLength(CONTACT_LIMITS.subject, {
    message: `The subject may not be greater than ${CONTACT_LIMITS.subject} characters.`,
  })
  subject: string;

  @Trim()
  @IsNotEmpty({ message: 'The message field is required.' })
  @IsString({ message: 'The message must be a string.' })
  @MaxLength(CONTACT_LIMITS.message, {
    message: `The message may not be greater than ${CONTACT_LIMITS.message} characters.`,
  })
  message: string;
}

/** POST settings/delete-account */
export class DeleteAccountDto {
  @IsNotEmpty({ message: 'The password field is required.' })
  @IsString({ message: 'The password must be a string.' })
  @MaxLength(256, { message: 'The password is not correct.' })
  password: string;
}

/** GET data-exports/{token} */
export class ExportTokenParam {
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: DataExportTokenMessage() })
  token: string;
}

function DataExportTokenMessage() {
  return 'This download link is not valid.';
}

export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
