import { LEAD_LIMITS } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FilledText, OptionalText } from '../../../core/http/fields';

/** `POST` and `PUT admin-api/trade-categories`: a category's names, words and place in lists. */
export class TradeCategoryDto {
  @FilledText('name en', LEAD_LIMITS.nameMaxLength) name_en: string;

  @FilledText('name hi', LEAD_LIMITS.nameMaxLength) name_hi: string;

  @OptionalText('keywords', LEAD_LIMITS.keywordsMaxLength) keywords?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The position must be a whole number.' })
  @Min(0, { message: 'The position must be at least 0.' })
  @Max(1_000_000, { message: 'The position may not be greater than 1000000.' })
  position?: number;
}
