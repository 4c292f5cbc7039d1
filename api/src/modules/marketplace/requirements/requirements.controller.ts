import { MarketplaceMessages, UserType } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { ListingImagesUpload, type UploadedFile } from '../common/listing-uploads';
import { MemberAccess, OwnersOnly } from '../common/member-access';
import { CreateRequirementDto, QuoteDto, UpdateRequirementDto } from './requirement.dto';
import { RequirementsService } from './requirements.service';

/** Image processing makes writes costly: 20 a minute per member. */
const ListingWriteLimit = () => ThrottlePerMember(20, 60_000);

/**
 * Requirements (docs/product.md#listings): owners post them (Elite only), vendors quote on them. Owner
 * routes are for user_type 6, quoting for 7; both checked before the body is read.
 */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class RequirementsController {
  constructor(private readonly requirements: RequirementsService) {}

  @ListingWriteLimit()
  @OwnersOnly({ elite: true })
  @Post('restaurants/requirement')
  @ListingImagesUpload('photo', 1)
  @ResponseMessage(MarketplaceMessages.requirementCreated)
  create(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateRequirementDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.requirements.create(me.id, body, files);
  }

  @OwnersOnly()
  @Get('restaurants/my-requirements')
  mine(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.requirements.mine(me.id, query);
  }

  @ListingWriteLimit()
  @OwnersOnly({ elite: true })
  @Post('restaurants/requirement/:id')
  @HttpCode(200)
  @ListingImagesUpload('photo', 1)
  @ResponseMessage(MarketplaceMessages.requirementUpdated)
  update(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: IdParam,
    @Body() body: UpdateRequirementDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.requirements.update(me.id, id, body, files);
  }

  /** No Elite needed: a member whose subscription ended can still take their requirement down. */
  @OwnersOnly()
  @Delete('restaurants/requirement/:id')
  @ResponseMessage(MarketplaceMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.requirements.remove(me.id, id);
  }

  /** Everyone's requirements (the feed's 'requirement' cards), newest first; nothing held. */
  @Get('restaurants/requirement')
  feed(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.requirements.feed(me.id, query);
  }

  /** Read-more: the owner, vendors who quoted, and Elite members (decision 115). */
  @Get('restaurants/requirement/:id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.requirements.get(me.id, id);
  }

  @OwnersOnly()
  @Get('restaurants/received-interested-requirements')
  received(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.requirements.receivedQuotes(me.id, query);
  }

  /** "Requirements by Restaurant Owners" of the vendor area. */
  @MemberAccess({ types: [UserType.Vendor] })
  @Get('vendor/requirements')
  forVendors(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.requirements.feed(me.id, query);
  }

  /** The vendor's leads: requirements routed to them, still open, newest first (decision 301). */
  @MemberAccess({ types: [UserType.Vendor] })
  @Get('vendor/leads')
  leads(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.requirements.leads(me.id, query);
  }

  @ListingWriteLimit()
  @MemberAccess({ types: [UserType.Vendor] })
  @Post('vendor/vendors/interested/:id')
  @HttpCode(200)
  @ResponseMessage(MarketplaceMessages.interested)
  quote(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: QuoteDto) {
    return this.requirements.quote(me.id, id, body);
  }
}
