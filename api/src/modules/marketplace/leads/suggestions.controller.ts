import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { IdParam } from '../common/list-query.dto';
import { OwnersOnly } from '../common/member-access';
import { SuggestedMembersService } from './suggested-members';

/** `POST restaurants/requirement/{id}/invite/{vendorId}`. */
export class InviteParams extends IdParam {
  @Type(() => Number)
  @IsInt({ message: 'vendorId must be a whole number' })
  @Min(1, { message: 'vendorId must be a whole number' })
  @Max(4_294_967_295, { message: 'vendorId must be a whole number' })
  vendorId: number;
}

/** The owner's suggested members on a requirement or a job, and "Invite to quote" (decision 347). */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class SuggestionsController {
  constructor(private readonly suggested: SuggestedMembersService) {}

  @OwnersOnly()
  @Get('restaurants/requirement/:id/suggested-vendors')
  vendors(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.suggested.suggest('requirement', me.id, id);
  }

  @OwnersOnly()
  @Post('restaurants/requirement/:id/invite/:vendorId')
  @HttpCode(200)
  @ResponseMessage('The vendor has your requirement now.')
  async invite(@CurrentPrincipal() me: Principal, @Param() { id, vendorId }: InviteParams) {
    await this.suggested.invite(me.id, id, vendorId);
    return { invited: 1 };
  }

  @OwnersOnly()
  @Get('restaurants/job/:id/suggested-professionals')
  professionals(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.suggested.suggest('job', me.id, id);
  }
}
