import { ManpowerMessages } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { OwnersOnly } from '../common/member-access';
import { ApplicationStatusDto } from '../manpower/manpower-profile.dto';
import { ApplicationsService } from './applications.service';

/** The owner's side of applications: the received list and the pipeline (decision 112). */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @OwnersOnly()
  @Get('restaurants/received-application')
  received(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.applications.received(me.id, query);
  }

  /** Moves one application (the job's owner only; 404 for anyone else's). */
  @ThrottlePerMember(60, 60_000)
  @OwnersOnly()
  @Post('restaurants/received-application/:id/status')
  @HttpCode(200)
  @ResponseMessage(ManpowerMessages.statusChanged)
  // A form (multipart, no files) or JSON, as the seed's clients send.
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 5, fieldSize: 1024 } }))
  status(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: ApplicationStatusDto) {
    return this.applications.changeStatus(me.id, id, body.status);
  }
}
