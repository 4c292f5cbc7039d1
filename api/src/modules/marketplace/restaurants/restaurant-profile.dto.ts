import { MARKETPLACE_LIMITS, RESTAURANT_TYPES } from '@app/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ClearableListingText, HttpUrl, OptionalRefId, TrimToNull, ZeroOrOne } from '../common/field-rules';

const { nameMaxLength, descriptionMaxLength, shortTextMaxLength } = MARKETPLACE_LIMITS;

/**
 * The restaurant fields of `POST users/{id}` (the seed's Restaurant Update Profile form), on top of the
 * member fields accounts validates. Every field optional; an empty one clears it.
 */
export class RestaurantProfileFieldsDto {
  @ClearableListingText('business name', shortTextMaxLength) business_name?: string | null;

  /** The restaurant's name. */
  @ClearableListingText('name', shortTextMaxLength) name?: string | null;

  @OptionalRefId('restaurant type id')
  @IsIn(RESTAURANT_TYPES.map((t) => t.id), { message: 'The selected restaurant type id is invalid.' })
  restaurant_type_id?: number;

  /** The free text of type 1 (Other); ignored for the other types. */
  @ClearableListingText('restaurant type', nameMaxLength) restaurant_type?: string | null;

  /** Labelled "Remark" by the seed's form: free text, not necessarily an address. */
  @ClearableListingText('business url', MARKETPLACE_LIMITS.urlMaxLength) business_url?: string | null;

  @ClearableListingText('comments', descriptionMaxLength) comments?: string | null;

  @IsOptional()
  @TrimToNull()
  @HttpUrl('facbook url')
  facbook_url?: string | null;

  @IsOptional()
  @TrimToNull()
  @HttpUrl('linkedin url')
  linkedin_url?: string | null;

  @IsOptional()
  @TrimToNull()
  @HttpUrl('instagram url')
  instagram_url?: string | null;

  @IsOptional()
  @TrimToNull()
  @HttpUrl('twiter url')
  twiter_url?: string | null;

  /** "Main Office City". */
  @OptionalRefId('native city id') native_city_id?: number;

  /** The seed's name for the member's city (city_id). */
  @OptionalRefId('current city id') current_city_id?: number;

  /**
   * 1: "Let Elite vendors and professionals see my restaurant's phone and e-mail"; 0 withdraws (decision
   * 213). Left out, the consent stays as it is.
   */
  @IsOptional()
  @ZeroOrOne('contact consent')
  contact_consent?: 0 | 1;
}

/** The fields kept in restaurant_profiles (the rest belong to the member account). */
export const RESTAURANT_PROFILE_KEYS = [
  'name',
  'restaurant_type_id',
  'restaurant_type',
  'business_url',
  'comments',
  'facbook_url',
  'linkedin_url',
  'instagram_url',
  'twiter_url',
  'native_city_id',
] as const;
