import { MARKETPLACE_LIMITS, RESTAURANT_TYPES } from '@app/contracts';
import { IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import {
  ClearableListingText,
  Money,
  NotEmptied,
  OptionalRefId,
  RefId,
  TrimToNull,
  ZeroOrOne,
} from '../common/field-rules';
import { ListingContactEdits, ListingContactFields, ListingPlaceFields } from '../common/listing-fields';

const { nameMaxLength } = MARKETPLACE_LIMITS;

const SINCE_FORMAT =
  'The operate since must be a year (2015), a year and month (2015-06) or a date (2015-06-01).';

/**
 * "Opening since" as people give it: `2015` and `2015-06` become the first day of that year or month;
 * a date stays as sent; anything else is left for the format check to refuse. JSON clients may send the
 * year as a number.
 */
export function sinceAsDate(value: unknown): unknown {
  const text =
    typeof value === 'number' && Number.isInteger(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : null;
  if (text === null) return value;
  if (/^\d{4}$/.test(text)) return `${text}-01-01`;
  if (/^\d{4}-\d{2}$/.test(text)) return `${text}-01`;
  return text;
}
const TYPE_IDS = RESTAURANT_TYPES.map((t) => t.id);

/** Fields optional on both forms. Amounts are paise (sent as rupees). */
class SaleOptionalFields extends ListingPlaceFields {
  /** The free text of type 1 (Other); ignored for the other types. */
  @ClearableListingText('restaurant type', nameMaxLength) restaurant_type?: string | null;

  /** A year, a year and month, or a date; stored as the first day of the year or month (decision 216). */
  @IsOptional()
  @TrimToNull()
  @Transform(({ value }) => sinceAsDate(value))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: SINCE_FORMAT })
  @IsISO8601({ strict: true }, { message: 'The operate since is not a valid date.' })
  operate_since?: string | null;

  @IsOptional()
  @Money('turnover')
  turnover?: number | null;

  @IsOptional()
  @Money('cost')
  cost?: number | null;

  @IsOptional()
  @Money('profit')
  profit?: number | null;

  @ClearableListingText('price include list', 1000) price_include_list?: string | null;

  /** '0' running, '1' closed. */
  @IsOptional()
  @ZeroOrOne('is closed')
  is_closed?: 0 | 1;
}

/** `POST restaurants/sell-my-restaurant` (multipart; images as images[0], …). Place defaults to the owner's. */
export class CreateSaleDto extends IntersectionType(SaleOptionalFields, ListingContactFields) {
  @IsDefined({ message: 'The restaurant type id field is required.' })
  @RefId('restaurant type id')
  @IsIn(TYPE_IDS, { message: 'The selected restaurant type id is invalid.' })
  restaurant_type_id: number;

  @IsDefined({ message: 'The expected price field is required.' })
  @Money('expected price')
  expected_price: number;
}

/** `POST restaurants/sell-my-restaurant/{id}`: a field sent replaces the old value; images sent are added. */
export class UpdateSaleDto extends IntersectionType(SaleOptionalFields, ListingContactEdits) {
  @OptionalRefId('restaurant type id')
  @IsIn(TYPE_IDS, { message: 'The selected restaurant type id is invalid.' })
  restaurant_type_id?: number;

  @NotEmptied()
  @Money('expected price')
  expected_price?: number;
}
