import { VENDOR_LIMITS } from '@app/contracts';
import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsOptional, ValidateNested } from 'class-validator';
import { Money, Required, Text, Trim, TrimToNull } from '../common/field-rules';

/** One row of the product list: `product_name[i][name]`, `product_name[i][rate]` (rupees). */
export class VendorProductDto {
  @IsDefined({ message: 'The product name field is required.' })
  @Trim()
  @Text('product name', VENDOR_LIMITS.productNameMaxLength)
  @Required('product name')
  name: string;

  /** Paise (sent as rupees). */
  @IsDefined({ message: 'The rate field is required.' })
  @Money('rate')
  rate: number;
}

/**
 * The product list as multipart (`product_name[0][name]`: an array, or an object keyed by index when the
 * indices have gaps) or JSON sends it; `product_name` sent empty is the empty list. Rows become
 * VendorProductDto so each is validated; anything else is left for the validators to refuse.
 */
function toProducts(value: unknown): unknown {
  if (value === '' || value === null) return [];
  const rows = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .filter(([key]) => /^\d{1,3}$/.test(key))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, row]) => row)
      : value;
  if (!Array.isArray(rows)) return rows;
  return rows
    .filter((row) => row !== undefined)
    .map((row) => (row && typeof row === 'object' ? plainToInstance(VendorProductDto, row) : row));
}

/**
 * The vendor fields of `POST users/{id}` beyond those the restaurant form shares with it (name, business
 * name, comments, native and current city: RestaurantProfileFieldsDto). Every field optional; an empty
 * one clears it; a product list sent replaces the old one.
 */
export class VendorProfileFieldsDto {
  @IsOptional()
  @TrimToNull()
  @Text('business category', VENDOR_LIMITS.businessCategoryMaxLength)
  business_category?: string | null;

  /** "Time to provide goods". */
  @IsOptional()
  @TrimToNull()
  @Text('time limit', VENDOR_LIMITS.timeLimitMaxLength)
  time_limit?: string | null;

  @IsOptional()
  @Transform(({ value }) => toProducts(value))
  @IsArray({ message: 'The product name must be a list of products (product_name[0][name], …).' })
  @ArrayMaxSize(VENDOR_LIMITS.maxProducts, {
    message: `A vendor may list at most ${VENDOR_LIMITS.maxProducts} products.`,
  })
  @ValidateNested({ each: true, message: 'Each product must have a name and a rate.' })
  product_name?: VendorProductDto[];
}

/** The vendor profile's own fields (the rest belong to the member account). */
export interface VendorProfileInput {
  name?: string | null;
  comments?: string | null;
  native_city_id?: number;
  business_category?: string | null;
  time_limit?: string | null;
  product_name?: VendorProductDto[];
}
