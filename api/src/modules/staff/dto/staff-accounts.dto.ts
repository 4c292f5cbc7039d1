import { STAFF_ROLES, type StaffRole } from '@app/contracts';
import { NotCommonPassword } from '../../../core/auth/common-passwords';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Trim } from '../../../core/http/transforms';
import { WholeNumberParam } from '../../../core/http/fields';
import { applyDecorators } from '@nestjs/common';

/** A staff member's name: trimmed, 1 to 120 characters. */
const StaffName = () =>
  applyDecorators(Trim(), MaxLength(120), MinLength(1, { message: 'Enter the name' }), IsString());

export class InviteStaffDto {
  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(191)
  email: string;

  @StaffName() name: string;

  @IsIn(STAFF_ROLES, { message: `Choose a role: ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}

/** What the console's edit form sends (react-admin sends the whole record: unknown fields are ignored). */
export class UpdateStaffDto {
  @IsOptional()
  @StaffName()
  name?: string;

  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `Choose a role: ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class AcceptInviteDto {
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This link is not complete' })
  token: string;

  @IsString()
  @MinLength(12, { message: 'Use at least 12 characters' })
  @MaxLength(256)
  @NotCommonPassword()
  password: string;
}

export class StaffCodeDto {
  @IsString()
  @MinLength(6, { message: 'Enter the code' })
  @MaxLength(40)
  code: string;
}

export class StaffLoginCodeDto extends StaffCodeDto {
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'Sign in again' })
  challenge: string;
}

export class StaffIdParam {
  @WholeNumberParam('id') id: number;
}
