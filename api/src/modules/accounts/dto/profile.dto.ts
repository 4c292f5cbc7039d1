import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsISO8601,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { IsGstin } from '../../invoices';
import { RestaurantProfileFieldsDto, VendorProfileFieldsDto } from '../../marketplace';
import { ToInt, Trim, TrimToNull } from '../../../core/http/transforms';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';

/** POST users/{id} (multipart): every field optional; the photo comes as a file. */
export class UpdateProfileDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'The first name must be a string.' })
  @MinLength(1, { message: 'The first name field is required.' })
  @MaxLength(100, { message: 'The first name may not be greater than 100 characters.' })
  first_name?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'The last name must be a string.' })
  @MinLength(1, { message: 'The last name field is required.' })
  @MaxLength(100, { message: 'The last name may not be greater than 100 characters.' })
  last_name?: string;

  @IsOptional()
  @Trim()
  @Matches(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: 'The mobile no format is invalid.' })
  mobile_no?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The birth date is not a valid date.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The birth date does not match the format Y-m-d.' })
  birth_date?: string;

  @IsOptional()
  @IsIn(['Male', 'Female'], { message: 'The selected gender is invalid.' })
  gender?: 'Male' | 'Female';

  @IsOptional()
  @ToInt()
  @IsInt({ message: 'The selected country id is invalid.' })
  @Min(1, { message: 'The selected country id is invalid.' })
  country_id?: number;

  @IsOptional()
  @ToInt()
  @IsInt({ message: 'The selected state id is invalid.' })
  @Min(1, { message: 'The selected state id is invalid.' })
  state_id?: number;

  @IsOptional()
  @ToInt()
  @IsInt({ message: 'The selected city id is invalid.' })
  @Min(1, { message: 'The selected city id is invalid.' })
  city_id?: number;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: 'The main office city must be a string.' })
  @MaxLength(100, { message: 'The main office city may not be greater than 100 characters.' })
  main_office_city?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: 'The address must be a string.' })
  @MaxLength(500, { message: 'The address may not be greater than 500 characters.' })
  address?: string | null;

  @IsOptional()
  @TrimToNull()
  @Matches(/^[A-Za-z0-9 -]{3,12}$/, { message: 'The pin code format is invalid.' })
  pin_code?: string | null;

  /**
   * A GSTIN (format and check character, the one rule of invoices and Atmnirbhar; decision 297), stored
   * normalised; empty clears it. The subscription modal sends it too.
   */
  @IsOptional()
  @TrimToNull()
  @IsString({ message: 'The gst no must be a string.' })
  @MaxLength(20, { message: 'The gst no may not be greater than 20 characters.' })
  @IsGstin()
  gst_no?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: 'The about must be a string.' })
  @MaxLength(5000, { message: 'The about may not be greater than 5000 characters.' })
  about?: string | null;
}

/**
 * The whole body of POST users/{id}: the member fields above and, for restaurant owners, the restaurant
 * fields of the seed's Restaurant Update Profile form, for vendors the vendor fields of the Vendor Edit
 * Profile form (both validated and kept by the marketplace module).
 */
export class MemberProfileUpdateDto extends IntersectionType(
  UpdateProfileDto,
  RestaurantProfileFieldsDto,
  VendorProfileFieldsDto,
) {}

export class UserIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}

export class SearchUsersQuery {
  @IsOptional()
  @IsString({ message: 'The search must be a string.' })
  @MaxLength(100, { message: 'The search may not be greater than 100 characters.' })
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE_NUMBER, { message: 'page is too large' })
  page = 1;
}
