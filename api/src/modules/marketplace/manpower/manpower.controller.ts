import { ManpowerMessages, UserType } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { RawResponse, ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { IdParam, ListQuery } from '../common/list-query.dto';
import { MemberAccess } from '../common/member-access';
import { ApplicationsService } from '../jobs/applications.service';
import { JobsService } from '../jobs/jobs.service';
import { ManpowerProfileDto, PromotedQuery } from './manpower-profile.dto';
import { ManpowerProfilesService } from './manpower-profiles.service';
import { ResumeFilesService } from './resume-files';

const ManpowerOnly = () => MemberAccess({ types: [UserType.Manpower] });

/**
 * Restaurant professionals (user_type 8): their profile and resume, their applied jobs, the manpower
 * directory, the promoted list and the read-more detail (decisions 110–114).
 */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class ManpowerController {
  constructor(
    private readonly profiles: ManpowerProfilesService,
    private readonly applications: ApplicationsService,
    private readonly resumes: ResumeFilesService,
    private readonly jobs: JobsService,
  ) {}

  /** Public cards with category and experience, never contact details (newest member first). */
  @Get('mp/manpowers')
  list(@Query() query: ListQuery) {
    return this.profiles.directory(query);
  }

  // The literal paths are declared before mp/manpowers/:id so they win.
  @ManpowerOnly()
  @Get('mp/manpowers/my-profile')
  mine(@CurrentPrincipal() me: Principal) {
    return this.profiles.mine(me.id);
  }

  @ManpowerOnly()
  @Get('mp/manpowers/my-requirement-actions')
  applied(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.applications.applied(me.id, query);
  }

  /** The open jobs routed to the professional, newest first (decision 345). */
  @ManpowerOnly()
  @Get('mp/manpowers/job-alerts')
  jobAlerts(@CurrentPrincipal() me: Principal, @Query() query: ListQuery) {
    return this.jobs.alerts(me.id, query);
  }

  @Get('mp/promotemanpowers')
  promoted(@Query() query: PromotedQuery) {
    return this.profiles.promoted(query);
  }

  /** Read more: Elite members, the professional, and owners they applied to (403 for other members). */
  @Get('mp/manpowers/:id')
  detail(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.profiles.detail(me.id, id);
  }

  /** The resume as a sandboxed download: the professional and owners they applied to; 404 for others. */
  @ApiProduces('application/pdf')
  @RawResponse()
  @Get('mp/manpowers/:id/resume')
  async resume(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Res() res: Response) {
    this.resumes.send(res, id, await this.profiles.resume(me.id, id));
  }

  @ThrottlePerMember(20, 60_000)
  @ManpowerOnly()
  @Post('mp/manpowers/:id')
  @HttpCode(200)
  @ResponseMessage(ManpowerMessages.profileUpdated)
  // The seed's client posts a form (multipart, no files) or JSON; both are read.
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 30, fieldSize: 64 * 1024 } }))
  update(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: ManpowerProfileDto) {
    return this.profiles.update(me.id, id, body);
  }
}
