import { MARKETPLACE_SUBJECT_TYPES, type MarketplaceSubjectType } from '@app/contracts';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { IdParam } from './list-query.dto';
import { ListingExpiryService } from './listing-expiry';
import { OwnersOnly } from './member-access';

/** `POST listings/{kind}/{id}/renew`. */
export class RenewParams extends IdParam {
  @IsIn(MARKETPLACE_SUBJECT_TYPES, { message: 'The selected kind is invalid.' })
  kind: MarketplaceSubjectType;
}

/** Renew in one click (decision 348): the owner's listing lives its kind's days again from now. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class ListingRenewalController {
  constructor(private readonly expiry: ListingExpiryService) {}

  @OwnersOnly()
  @Post('listings/:kind/:id/renew')
  @HttpCode(200)
  @ResponseMessage('Renewed: your listing is back in the lists.')
  async renew(@CurrentPrincipal() me: Principal, @Param() { kind, id }: RenewParams) {
    return { expires_at: (await this.expiry.renew(me.id, kind, id)).toISOString() };
  }
}
