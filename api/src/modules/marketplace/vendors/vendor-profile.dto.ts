import { LEAD_LIMITS, VENDOR_LIMITS } from '@app/contracts';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ClearableListingText, Money, RequiredListingText } from '../common/field-rules';

/** One row of the product list: `product_name[i][name]`, `product_name[i][rate]` (rupees). */
export class VendorProductDto {
  @RequiredListingText('product name', VENDOR_LIMITS.productNameMaxLength) name: string;

  /** Paise (sent as rupees). */
  @IsDefined({ message: 'The rate field is required.' })
  @Money('rate')
  rate: number;
}

/**
 * The rows of a list as multipart or JSON sends it: an array as it is; an object keyed by index
 * (`x[0]=…`, what multipart makes of indices with gaps) as its rows in index order; anything else as it is.
 */
function indexedRows(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object') return value;
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => /^\d{1,3}$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, row]) => row);
}

/**
 * The product list as multipart (`product_name[0][name]`: an array, or an object keyed by index when the
 * indices have gaps) or JSON sends it; `product_name` sent empty is the empty list. Rows become
 * VendorProductDto so each is validated; anything else is left for the validators to refuse.
 */
function toProducts(value: unknown): unknown {
  if (value === '' || value === null) return [];
  const rows = indexedRows(value);
  if (!Array.isArray(rows)) return rows;
  return rows
    .filter((row) => row !== undefined)
    .map((row) => (row && typeof row === 'object' ? plainToInstance(VendorProductDto, row) : row));
}

/**
 * A list of ids as forms send it: `x[]=1&x[]=2`, `x[0]=1` (an object keyed by index), `x=1,2`, or a
 * JSON array; sent empty, the empty list. Numeric strings become numbers, repeats go; anything else is
 * left for the validators to refuse.
 */
function toIds(value: unknown): unknown {
  if (value === '' || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : indexedRows(value);
  if (!Array.isArray(list)) return list;
  const ids = list.map((v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v));
  return [...new Set(ids)];
}

/** An optional list of at most `max` ids (whole numbers ≥ 1), named `label` in messages. */
export function IdList(label: string, max: number, tooMany?: string) {
  const message = `Each ${label} must be a whole number.`;
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => toIds(value)),
    IsArray({ message: `The ${label} must be a list of ids.` }),
    ArrayMaxSize(max, { message: tooMany ?? `At most ${max} ${label} may be chosen.` }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(4_294_967_295, { each: true, message }),
  );
}

/**
 * The vendor fields of `POST users/{id}` beyond those the restaurant form shares with it (name, business
 * name, comments, native and current city: RestaurantProfileFieldsDto). Every field optional; an empty
 * one clears it; a product list sent replaces the old one.
 */
export class VendorProfileFieldsDto {
  @ClearableListingText('business category', VENDOR_LIMITS.businessCategoryMaxLength)
  business_category?: string | null;

  /** "Time to provide goods". */
  @ClearableListingText('time limit', VENDOR_LIMITS.timeLimitMaxLength) time_limit?: string | null;

  @IsOptional()
  @Transform(({ value }) => toProducts(value))
  @IsArray({ message: 'The product name must be a list of products (product_name[0][name], …).' })
  @ArrayMaxSize(VENDOR_LIMITS.maxProducts, {
    message: `A vendor may list at most ${VENDOR_LIMITS.maxProducts} products.`,
  })
  @ValidateNested({ each: true, message: 'Each product must have a name and a rate.' })
  product_name?: VendorProductDto[];

  /** The trade categories the vendor serves (decision 301; at most 5, `GET trade-categories`). */
  @IdList('trade category ids', LEAD_LIMITS.maxVendorCategories, 'A vendor may pick at most 5 categories.')
  trade_category_ids?: number[];

  /** Cities and states the vendor serves; both empty: the vendor's own city (decision 301). */
  @IdList('served city ids', LEAD_LIMITS.maxServedCities) served_city_ids?: number[];

  @IdList('served state ids', LEAD_LIMITS.maxServedStates) served_state_ids?: number[];
}

/** The vendor profile's own fields (the rest belong to the member account). */
export interface VendorProfileInput {
  name?: string | null;
  comments?: string | null;
  native_city_id?: number;
  business_category?: string | null;
  time_limit?: string | null;
  product_name?: VendorProductDto[];
  trade_category_ids?: number[];
  served_city_ids?: number[];
  served_state_ids?: number[];
  /** The member's own city after the form (the default served place). */
  current_city_id?: number;
  city_id?: number;
}
