import { OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQuery } from '../common/list-query.dto';
import { WholeNumberParam } from '../../../core/http/fields';

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
  @WholeNumberParam('id', { max: 4_294_967_295 }) id: number;

  @WholeNumberParam('quoteId', { max: 4_294_967_295 }) quoteId: number;
}
