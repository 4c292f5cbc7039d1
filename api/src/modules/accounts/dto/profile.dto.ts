import { IntersectionType } from '@nestjs/swagger';
import { IsISO8601, IsIn, IsOptional, Matches } from 'class-validator';
import { IsGstin } from '../../invoices';
import { RestaurantProfileFieldsDto, VendorProfileFieldsDto } from '../../marketplace';
import { Trim, TrimToNull } from '../../../core/http/transforms';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';
import {
  ClearableText,
  OptionalFilledText,
  OptionalSelectedId,
  PageNumber,
  TextUpTo,
  WholeNumberParam,
} from '../../../core/http/fields';

/** POST users/{id} (multipart): every field optional; the photo comes as a file. */
export class UpdateProfileDto {
  @OptionalFilledText('first name', 100) first_name?: string;

  @OptionalFilledText('last name', 100) last_name?: string;

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

  @OptionalSelectedId('country id') country_id?: number;

  @OptionalSelectedId('state id') state_id?: number;

  @OptionalSelectedId('city id') city_id?: number;

  @ClearableText('main office city', 100) main_office_city?: string | null;

  @ClearableText('address', 500) address?: string | null;

  @IsOptional()
  @TrimToNull()
  @Matches(/^[A-Za-z0-9 -]{3,12}$/, { message: 'The pin code format is invalid.' })
  pin_code?: string | null;

  /**
   * A GSTIN (format and check character, the one rule of invoices and Atmnirbhar; decision 297), stored
   * normalised; empty clears it. The subscription modal sends it too.
   */
  @ClearableText('gst no', 20)
  @IsGstin()
  gst_no?: string | null;

  @ClearableText('about', 5000) about?: string | null;
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
  @WholeNumberParam('id') id: number;
}

export class SearchUsersQuery {
  @IsOptional()
  @TextUpTo('search', 100)
  search?: string;

  @PageNumber(MAX_PAGE_NUMBER) page = 1;
}
