import { BLUE_TICK_PLAN_ID, DEFAULT_COUNTRY_ID, ELITE_PLAN_ID } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../core/http/transforms';

/** GET user/plan?country_id (India when not given, as the seeds' forms default to it). */
export class PlanQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The country_id must be a number.' })
  @Min(1, { message: 'The selected country is invalid.' })
  country_id = DEFAULT_COUNTRY_ID;
}

export class PlanIdParam {
  @Type(() => Number)
  @IsInt({ message: 'The plan must be a number.' })
  @Min(1)
  plan: number;
}

/** GET apply-coupon/{plan}?country_id&coupon_code */
export class ApplyCouponQuery extends PlanQuery {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'The coupon code is required.' })
  @MaxLength(32, { message: 'The coupon code is invalid.' })
  coupon_code: string;
}

/** POST subscription {plan_id: 1, coupon_code} */
export class CreateSubscriptionDto {
  @Type(() => Number)
  @IsIn([ELITE_PLAN_ID], { message: 'The selected plan is invalid.' })
  plan_id: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(32, { message: 'The coupon code is invalid.' })
  coupon_code?: string;
}

/** The multipart fields of POST upload-bluetick-documents (the files come separately). */
export class UploadBlueTickDto {
  @Type(() => Number)
  @IsIn([BLUE_TICK_PLAN_ID], { message: 'The selected blue-tick plan is invalid.' })
  bluetick_plan_id: number;
}

export class IdParam {
  @Type(() => Number)
  @IsInt({ message: 'The id must be a number.' })
  @Min(1)
  id: number;
}

/**
 * POST payment/{subscription id}: the seeds' free sign-up calls it without a subscription, so the id may be
 * anything ("undefined", "null"); the service decides. Not named `id`: `:id` only matches digits
 * (core/http/numeric-ids.ts).
 */
export class LegacyIdParam {
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,20}$/, { message: 'The id is invalid.' })
  subscription: string;
}
