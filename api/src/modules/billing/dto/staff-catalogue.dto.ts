import { applyDecorators } from '@nestjs/common';
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
  Min,
} from 'class-validator';
import { Trim } from '../../../core/http/transforms';
import { TextUpTo, WholeNumberParam } from '../../../core/http/fields';

/** A field the console may clear: its cleared inputs send '' (or null), both meaning "no value". */
const Clearable = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) => (value === '' ? null : value)),
  );

/** An amount in minor units (paise, fils) from 1 to 100,000,000; `capMessage: false` keeps the library's message above it. */
const MinorAmount = (label: string, { capMessage = true } = {}) =>
  applyDecorators(
    Max(100_000_000, capMessage ? { message: `The ${label} is too large.` } : undefined),
    Min(1, { message: `The ${label} must be at least 1.` }),
    IsInt({ message: `The ${label} must be a whole number of minor units.` }),
  );

/** The plan or country a price or coupon belongs to: "The `noun` must be a number." / "The selected `noun` is invalid." */
const CatalogueRef = (noun: string) =>
  applyDecorators(
    Min(1, { message: `The selected ${noun} is invalid.` }),
    IsInt({ message: `The ${noun} must be a number.` }),
  );

/** A three-letter currency code (AED, INR). */
const CurrencyCode = () =>
  applyDecorators(
    Matches(/^[A-Z]{3}$/, { message: 'The currency must be a three-letter code.' }),
    IsString(),
  );

export class CatalogueIdParam {
  @WholeNumberParam('id') id: number;
}

/**
 * POST and PUT admin-api/coupons: the whole coupon (react-admin sends the full record on edit; fields the
 * server computes, such as `uses`, are dropped by the global whitelist). Rules that span fields (a fixed
 * amount needs a currency, an agent's coupon is in INR) are checked by the service.
 */
export class CouponDto {
  @IsDefined({ message: 'The code field is required.' })
  @Trim()
  @IsString({ message: 'The code must be a string.' })
  @Matches(/^[A-Za-z0-9_-]{3,32}$/, {
    message: 'The code must be 3 to 32 letters, digits, dashes or underscores.',
  })
  code: string;

  @IsIn(['fixed', 'percent'], { message: 'The kind must be fixed or percent.' })
  kind: 'fixed' | 'percent';

  @Clearable()
  @MinorAmount('amount off')
  amount_off_minor?: number | null;

  @Clearable()
  @IsInt({ message: 'The percentage must be in basis points (1000 = 10%).' })
  @Min(1, { message: 'The percentage must be between 0.01% and 100%.' })
  @Max(10_000, { message: 'The percentage must be between 0.01% and 100%.' })
  percent_off_bps?: number | null;

  @Clearable()
  @CurrencyCode()
  currency?: string | null;

  @Clearable()
  @CatalogueRef('plan')
  plan_id?: number | null;

  @Clearable()
  @IsDateString({}, { message: 'The start must be a date.' })
  valid_from?: string | null;

  @Clearable()
  @IsDateString({}, { message: 'The end must be a date.' })
  valid_until?: string | null;

  @Clearable()
  @IsInt({ message: 'The total limit must be a whole number.' })
  @Min(1, { message: 'The total limit must be at least 1 (leave it empty for no limit).' })
  @Max(10_000_000)
  max_uses?: number | null;

  @Clearable()
  @IsInt({ message: 'The per-member limit must be a whole number.' })
  @Min(1, { message: 'The per-member limit must be at least 1 (leave it empty for no limit).' })
  @Max(1000)
  max_uses_per_member?: number | null;

  @Clearable()
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
  @Trim()
  @TextUpTo('name', 100)
  @Matches(/\S/, { message: 'The name field is required.' })
  name: string;
}

/** POST and PUT admin-api/plan-prices: a plan's price in one country (or everywhere else: no country). */
export class PlanPriceDto {
  @Type(() => Number)
  @CatalogueRef('plan')
  plan_id: number;

  @Clearable()
  @CatalogueRef('country')
  country_id?: number | null;

  @IsDefined({ message: 'The currency field is required.' })
  @CurrencyCode()
  currency: string;

  @MinorAmount('amount') amount_minor: number;

  @MinorAmount('displayed amount') display_minor: number;

  @Clearable()
  @MinorAmount('introductory amount', { capMessage: false })
  intro_amount_minor?: number | null;

  @Clearable()
  @MinorAmount('introductory displayed amount', { capMessage: false })
  intro_display_minor?: number | null;
}
