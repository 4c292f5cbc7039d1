import { LEAD_LIMITS } from '@app/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `POST` and `PUT admin-api/trade-categories`: a category's names, words and place in lists. */
export class TradeCategoryDto {
  @IsDefined({ message: 'The name en field is required.' })
  @trim()
  @IsString({ message: 'The name en must be a string.' })
  @MinLength(1, { message: 'The name en field is required.' })
  @MaxLength(LEAD_LIMITS.nameMaxLength, {
    message: `The name en may not be greater than ${LEAD_LIMITS.nameMaxLength} characters.`,
  })
  name_en: string;

  @IsDefined({ message: 'The name hi field is required.' })
  @trim()
  @IsString({ message: 'The name hi must be a string.' })
  @MinLength(1, { message: 'The name hi field is required.' })
  @MaxLength(LEAD_LIMITS.nameMaxLength, {
    message: `The name hi may not be greater than ${LEAD_LIMITS.nameMaxLength} characters.`,
  })
  name_hi: string;

  @IsOptional()
  @trim()
  @IsString({ message: 'The keywords must be a string.' })
  @MaxLength(LEAD_LIMITS.keywordsMaxLength, {
    message: `The keywords may not be greater than ${LEAD_LIMITS.keywordsMaxLength} characters.`,
  })
  keywords?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The position must be a whole number.' })
  @Min(0, { message: 'The position must be at least 0.' })
  @Max(1_000_000, { message: 'The position may not be greater than 1000000.' })
  position?: number;
}
