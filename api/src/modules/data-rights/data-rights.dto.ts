import { CONTACT_LIMITS } from '@app/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredEmail, RequiredText, WholeNumberParam } from '../../core/http/fields';

/** POST contact: every field required; a message is mailed to staff as plain text. */
export class ContactMessageDto {
  @RequiredText('name', CONTACT_LIMITS.name) name: string;

  @RequiredEmail(CONTACT_LIMITS.email) email: string;

  @RequiredText('subject', CONTACT_LIMITS.subject) subject: string;

  @RequiredText('message', CONTACT_LIMITS.message) message: string;
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
  @WholeNumberParam('id') id: number;
}
