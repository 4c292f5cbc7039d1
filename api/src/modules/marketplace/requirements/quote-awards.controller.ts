import { VendorMessages } from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { IdParam } from '../common/list-query.dto';
import { OwnersOnly } from '../common/member-access';
import { AcceptQuoteParams, QuoteComparisonQuery } from './quote-awards.dto';
import { QuoteAwardsService } from './quote-awards.service';

/** The owner's quote comparison for one requirement and the award (decision 108); owners of the row only. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class QuoteAwardsController {
  constructor(private readonly awards: QuoteAwardsService) {}

  @OwnersOnly()
  @Get('restaurants/requirement/:id/quotes')
  compare(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Query() query: QuoteComparisonQuery) {
    return this.awards.compare(me.id, id, query);
  }

  @OwnersOnly()
  @Post('restaurants/requirement/:id/accept-quote/:quoteId')
  @HttpCode(200)
  @ResponseMessage(VendorMessages.quoteAccepted)
  accept(@CurrentPrincipal() me: Principal, @Param() { id, quoteId }: AcceptQuoteParams) {
    return this.awards.accept(me.id, id, quoteId);
  }
}
