import { OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ListQuery } from '../common/list-query.dto';

/** `GET restaurants/requirement/{id}/quotes`: cheapest first by default; `sort=id` for the newest. */
export class QuoteComparisonQuery extends OmitType(ListQuery, ['sort', 'order_by'] as const) {
  @IsOptional()
  @IsIn(['rate', 'id'], { message: 'The quotes sort by rate or id.' })
  sort: 'rate' | 'id' = 'rate';

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order_by must be asc or desc' })
  order_by: 'asc' | 'desc' = 'asc';
}

/** `POST restaurants/requirement/{id}/accept-quote/{quoteId}`. */
export class AcceptQuoteParams {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  @Max(4_294_967_295, { message: 'id must be a whole number' })
  id: number;

  @Type(() => Number)
  @IsInt({ message: 'quoteId must be a whole number' })
  @Min(1, { message: 'quoteId must be a whole number' })
  @Max(4_294_967_295, { message: 'quoteId must be a whole number' })
  quoteId: number;
}
