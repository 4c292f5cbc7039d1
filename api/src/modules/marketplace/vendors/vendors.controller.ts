import { MarketplaceMessages, UserType } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { MemberAccess, OwnersOnly } from '../common/member-access';
import { VendorEnquiriesService } from './vendor-enquiries.service';
import { VendorInterestDto } from './vendor-interest.dto';
import { VendorProfilesService } from './vendor-profiles.service';

const VendorsOnly = () => MemberAccess({ types: [UserType.Vendor] });

/**
 * The vendor's side (decisions 105–106): the vendor's own profile and enquiries (vendors
 * only), the vendor directory and promoted vendors (any member), a vendor's read-more detail (Elite), and
 * an owner's interest in a vendor (owners only).
 */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class VendorsController {
  constructor(
    private readonly profiles: VendorProfilesService,
    private readonly enquiries: VendorEnquiriesService,
  ) {}

  @VendorsOnly()
  @Get('vendor/profile')
  mine(@CurrentPrincipal() me: Principal) {
    return this.profiles.mine(me.id);
  }

  @VendorsOnly()
  @Get('vendor/vendor-inquiry')
  inquiries(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.enquiries.ofVendor(me.id, query);
  }

  /** Vendor cards (no contact details), newest first. */
  @Get('vendor/vendor')
  list(@Query() query: ListQuery) {
    return this.profiles.directory(query);
  }

  /** The home side cards (`per_page=5`): decision 106's promoted order. */
  @Get('vendor/promotevendors')
  promoted(@Query() query: ListQuery) {
    return this.profiles.promoted(query);
  }

  /** Read-more: 403 'You need to subscribe to acceess this facility' unless Elite or the vendor. */
  @Get('vendor/vendor/:id')
  detail(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.profiles.detail(me.id, id);
  }

  @ThrottlePerMember(30, 60_000)
  @OwnersOnly()
  @Post('vendor/vendor/interested/:id')
  @HttpCode(200)
  @ResponseMessage(MarketplaceMessages.interested)
  interested(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: VendorInterestDto) {
    return this.enquiries.interested(me.id, id, body.is_intrested);
  }
}
