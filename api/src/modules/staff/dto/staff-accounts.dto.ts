import { STAFF_ROLES, type StaffRole } from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { NotCommonPassword } from '../../../core/auth/common-passwords';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class InviteStaffDto {
  @Transform(trimmed)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(191)
  email: string;

  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'Enter the name' })
  @MaxLength(120)
  name: string;

  @IsIn(STAFF_ROLES, { message: `Choose a role: ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}

/** What the console's edit form sends (react-admin sends the whole record: unknown fields are ignored). */
export class UpdateStaffDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'Enter the name' })
  @MaxLength(120)
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
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
