import { MARKETPLACE_LIMITS, MarketplaceMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { ListingImagesUpload, type UploadedFile } from '../common/listing-uploads';
import { OwnersOnly } from '../common/member-access';
import { CreateSaleDto, UpdateSaleDto } from './sale.dto';
import { SalesService } from './sales.service';

const ListingWriteLimit = () => ThrottlePerMember(20, 60_000);
const MAX_IMAGES = MARKETPLACE_LIMITS.maxSaleImages;

/** Sell my restaurant (the site's /SellrestEdit, /SmrEdit): writing needs Elite. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api/restaurants')
export class SalesController {
  constructor(private readonly sales: SalesService) {}

  @OwnersOnly()
  @Get('my-smr')
  mine(@CurrentPrincipal() me: Principal) {
    return this.sales.mine(me.id);
  }

  @ListingWriteLimit()
  @OwnersOnly({ elite: true })
  @Post('sell-my-restaurant')
  @ListingImagesUpload('images', MAX_IMAGES)
  @ResponseMessage(MarketplaceMessages.saleCreated)
  create(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateSaleDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.sales.create(me.id, body, files);
  }

  /** Everyone's listings (the feed's sale cards), newest first; nothing held. */
  @Get('sell-my-restaurant')
  feed(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.sales.feed(me.id, query);
  }

  /** Read-more: the owner, interested members and Elite members (decision 115). */
  @Get('sell-my-restaurant/:id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.sales.get(me.id, id);
  }

  @ListingWriteLimit()
  @OwnersOnly({ elite: true })
  @Post('sell-my-restaurant/:id')
  @HttpCode(200)
  @ListingImagesUpload('images', MAX_IMAGES)
  @ResponseMessage(MarketplaceMessages.saleUpdated)
  update(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: IdParam,
    @Body() body: UpdateSaleDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.sales.update(me.id, id, body, files);
  }

  /** No Elite needed: a member whose subscription ended can still take their listing down. */
  @OwnersOnly()
  @Delete('sell-my-restaurant/:id')
  @ResponseMessage(MarketplaceMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.sales.remove(me.id, id);
  }
}
