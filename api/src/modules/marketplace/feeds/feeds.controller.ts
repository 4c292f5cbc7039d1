import { MarketplaceMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { InterestDto } from '../common/interest.dto';
import { ListingInterestsService } from '../common/listing-interests';
import { IdParam, ListQuery, PromotedQuery } from '../common/list-query.dto';
import { OwnersOnly, RequiresElite } from '../common/member-access';
import { FranchiseService } from '../franchise/franchise.service';
import { PromotedRestaurantsService } from '../restaurants/promoted-restaurants';
import { SalesService } from '../sales/sales.service';

const InterestLimit = () => ThrottlePerMember(60, 60_000);

/**
 * The listing feeds' own calls: interest in sale listings and franchise offers, the
 * interests an owner received, and the promoted restaurants of the home side cards.
 */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api/restaurants')
export class FeedsController {
  constructor(
    private readonly sales: SalesService,
    private readonly franchise: FranchiseService,
    private readonly interests: ListingInterestsService,
    private readonly promoted: PromotedRestaurantsService,
  ) {}

  /** Any Elite member, once per listing, not on their own (decision 116). */
  @InterestLimit()
  @RequiresElite()
  @Post('sell-my-restaurants/interested/:id')
  @HttpCode(200)
  @ResponseMessage(MarketplaceMessages.interested)
  saleInterest(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: InterestDto) {
    return this.sales.interested(me.id, id, body);
  }

  /** Any Elite member, once per offer, not on their own (decision 116). */
  @InterestLimit()
  @RequiresElite()
  @Post('give-franchises/interested/:id')
  @HttpCode(200)
  @ResponseMessage(MarketplaceMessages.interested)
  franchiseInterest(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: InterestDto) {
    return this.franchise.interested(me.id, id, body);
  }

  /** Who showed interest in the owner's listings, newest first (no contact details). */
  @OwnersOnly()
  @Get('received-interests')
  received(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.interests.received(me.id, query);
  }

  /** The home side card: promoted restaurants (decision 117), `per_page=5`. */
  @Get('promoterestaurants')
  promoteRestaurants(@Query() query: PromotedQuery) {
    return this.promoted.page(query);
  }
}
