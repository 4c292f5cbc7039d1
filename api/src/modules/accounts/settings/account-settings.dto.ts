import { MEMBER_LANGUAGES, type MemberLanguage, DataRightsMessages } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword, SameAs } from '../dto/account-validators';
import { RequiredEmail, RequiredText } from '../../../core/http/fields';

class CurrentPasswordDto {
  @IsNotEmpty({ message: 'The current password field is required.' })
  @IsString({ message: 'The current password must be a string.' })
  @MaxLength(256, { message: 'The current password is not correct.' })
  current_password: string;
}

/** POST settings/password */
export class ChangePasswordDto extends CurrentPasswordDto {
  @NewPassword() password: string;

  @SameAs('password', { message: 'The password confirmation does not match.' })
  password_confirmation: string;
}

/** POST settings/email: the new address gets a code. */
export class ChangeEmailDto extends CurrentPasswordDto {
  @RequiredEmail() email: string;
}

/** POST settings/email/confirm */
export class ConfirmEmailDto {
  @RequiredText('email otp', 6) email_otp: string;
}

/** POST settings/language: the member's saved language (decision 390), one of MEMBER_LANGUAGES. */
export class ChangeLanguageDto {
  @ApiProperty({ enum: MEMBER_LANGUAGES })
  @IsNotEmpty({ message: 'The language field is required.' })
  @IsIn(MEMBER_LANGUAGES, { message: DataRightsMessages.languageUnknown })
  language: MemberLanguage;
}
