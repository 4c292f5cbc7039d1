import { MARKETPLACE_LIMITS, MarketplaceMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { FeedQuery, IdParam } from '../common/list-query.dto';
import { ListingImagesUpload, type UploadedFile } from '../common/listing-uploads';
import { OwnersOnly } from '../common/member-access';
import { CreateFranchiseDto, UpdateFranchiseDto } from './franchise.dto';
import { FranchiseService } from './franchise.service';

const ListingWriteLimit = () => ThrottlePerMember(20, 60_000);
const MAX_IMAGES = MARKETPLACE_LIMITS.maxFranchiseImages;

/** Franchise offers (the site's /Franchisee): owners write them, no Elite needed. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api/restaurants/give-franchise')
export class FranchiseController {
  constructor(private readonly franchise: FranchiseService) {}

  @ListingWriteLimit()
  @OwnersOnly()
  @Post()
  @ListingImagesUpload('images', MAX_IMAGES)
  @ResponseMessage(MarketplaceMessages.franchiseCreated)
  create(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateFranchiseDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.franchise.create(me.id, body, files);
  }

  /** Everyone's offers; an owner's own with scope=mine (076, 214). */
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: FeedQuery) {
    return this.franchise.list(me.id, query);
  }

  /** Read-more: the owner, interested members and Elite members (decision 115). */
  @Get(':id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.franchise.get(me.id, id);
  }

  @ListingWriteLimit()
  @OwnersOnly()
  @Post(':id')
  @HttpCode(200)
  @ListingImagesUpload('images', MAX_IMAGES)
  @ResponseMessage(MarketplaceMessages.franchiseUpdated)
  update(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: IdParam,
    @Body() body: UpdateFranchiseDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.franchise.update(me.id, id, body, files);
  }

  @OwnersOnly()
  @Delete(':id')
  @ResponseMessage(MarketplaceMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.franchise.remove(me.id, id);
  }
}
