import { Transform } from 'class-transformer';
import { IsISO8601, IsString, Length, Matches, MaxLength, NotEquals } from 'class-validator';
import { Trim } from '../../../core/http/transforms';

/** A rate as staff enter it in the console (decision 293). */
export class ExchangeRateDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'Enter the currency code' })
  @Matches(/^[A-Z]{3}$/, { message: 'The currency is a three-letter code such as AED' })
  @NotEquals('INR', { message: 'Rupees need no exchange rate' })
  currency: string;

  @IsISO8601({ strict: true }, { message: 'The date must be a date such as 2026-04-05' })
  @Length(10, 10, { message: 'The date must be a date such as 2026-04-05' })
  rate_date: string;

  /** Rupees per unit: up to 6 decimals, more than 0. A string or a number. */
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: 'Enter the rate in rupees' })
  @Matches(/^\d{1,6}(\.\d{1,6})?$/, {
    message: 'The rate is rupees for one unit, more than 0, with at most 6 decimals',
  })
  // More than 0: at least one digit that is not a zero (no lookahead: the fuzz suite generates from it).
  @Matches(/[1-9]/, { message: 'The rate is rupees for one unit, more than 0, with at most 6 decimals' })
  inr_per_unit: string;

  @Trim()
  @IsString({ message: 'Say where the rate comes from' })
  @Length(1, 100, { message: 'Say where the rate comes from (at most 100 characters)' })
  @MaxLength(100)
  source: string;
}
