import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The console's cleared inputs send '' (or null): both mean "no value". */
const blankIsNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class CatalogueIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}

/**
 * POST and PUT admin-api/coupons: the whole coupon (react-admin sends the full record on edit; fields the
 * server computes, such as `uses`, are dropped by the global whitelist). Rules that span fields (a fixed
 * amount needs a currency, an agent's coupon is in INR) are checked by the service.
 */
export class CouponDto {
  @IsDefined({ message: 'The code field is required.' })
  @Transform(trimmed)
  @IsString({ message: 'The code must be a string.' })
  @Matches(/^[A-Za-z0-9_-]{3,32}$/, {
    message: 'The code must be 3 to 32 letters, digits, dashes or underscores.',
  })
  code: string;

  @IsIn(['fixed', 'percent'], { message: 'The kind must be fixed or percent.' })
  kind: 'fixed' | 'percent';

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The amount off must be a whole number of minor units.' })
  @Min(1, { message: 'The amount off must be at least 1.' })
  @Max(100_000_000, { message: 'The amount off is too large.' })
  amount_off_minor?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The percentage must be in basis points (1000 = 10%).' })
  @Min(1, { message: 'The percentage must be between 0.01% and 100%.' })
  @Max(10_000, { message: 'The percentage must be between 0.01% and 100%.' })
  percent_off_bps?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsString()
  @Matches(/^[A-Z]{3}$/, { message: 'The currency must be a three-letter code.' })
  currency?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The plan must be a number.' })
  @Min(1, { message: 'The selected plan is invalid.' })
  plan_id?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsDateString({}, { message: 'The start must be a date.' })
  valid_from?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsDateString({}, { message: 'The end must be a date.' })
  valid_until?: string | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The total limit must be a whole number.' })
  @Min(1, { message: 'The total limit must be at least 1 (leave it empty for no limit).' })
  @Max(10_000_000)
  max_uses?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The per-member limit must be a whole number.' })
  @Min(1, { message: 'The per-member limit must be at least 1 (leave it empty for no limit).' })
  @Max(1000)
  max_uses_per_member?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The sales agent must be a member id.' })
  @Min(1, { message: 'The sales agent must be a member id.' })
  agent_user_id?: number | null;

  @IsOptional()
  @IsInt({ message: 'The commission must be in basis points (1000 = 10%).' })
  @Min(0, { message: 'The commission must be between 0% and 100%.' })
  @Max(10_000, { message: 'The commission must be between 0% and 100%.' })
  commission_bps?: number;

  @IsOptional()
  @IsBoolean({ message: 'is_advertised must be true or false.' })
  is_advertised?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false.' })
  is_active?: boolean;
}

/** PUT admin-api/plans/:id: the name staff and invoices show (kind, duration and product line stay). */
export class PlanDto {
  @IsDefined({ message: 'The name field is required.' })
  @Transform(trimmed)
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(100, { message: 'The name may not be greater than 100 characters.' })
  @Matches(/\S/, { message: 'The name field is required.' })
  name: string;
}

/** POST and PUT admin-api/plan-prices: a plan's price in one country (or everywhere else: no country). */
export class PlanPriceDto {
  @Type(() => Number)
  @IsInt({ message: 'The plan must be a number.' })
  @Min(1, { message: 'The selected plan is invalid.' })
  plan_id: number;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The country must be a number.' })
  @Min(1, { message: 'The selected country is invalid.' })
  country_id?: number | null;

  @IsDefined({ message: 'The currency field is required.' })
  @IsString()
  @Matches(/^[A-Z]{3}$/, { message: 'The currency must be a three-letter code.' })
  currency: string;

  @IsInt({ message: 'The amount must be a whole number of minor units.' })
  @Min(1, { message: 'The amount must be at least 1.' })
  @Max(100_000_000, { message: 'The amount is too large.' })
  amount_minor: number;

  @IsInt({ message: 'The displayed amount must be a whole number of minor units.' })
  @Min(1, { message: 'The displayed amount must be at least 1.' })
  @Max(100_000_000, { message: 'The displayed amount is too large.' })
  display_minor: number;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The introductory amount must be a whole number of minor units.' })
  @Min(1, { message: 'The introductory amount must be at least 1.' })
  @Max(100_000_000)
  intro_amount_minor?: number | null;

  @IsOptional()
  @Transform(blankIsNull)
  @IsInt({ message: 'The introductory displayed amount must be a whole number of minor units.' })
  @Min(1, { message: 'The introductory displayed amount must be at least 1.' })
  @Max(100_000_000)
  intro_display_minor?: number | null;
}
