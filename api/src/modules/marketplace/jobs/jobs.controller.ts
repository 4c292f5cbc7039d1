import { MarketplaceMessages, UserType } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../../core/rate-limit/member-throttle';
import { FeedQuery, IdParam } from '../common/list-query.dto';
import { ListingImagesUpload, type UploadedFile } from '../common/listing-uploads';
import { MemberAccess, OwnersOnly } from '../common/member-access';
import { ApplyDto, CreateJobDto, UpdateJobDto } from './job.dto';
import { JobsService } from './jobs.service';

const ListingWriteLimit = () => ThrottlePerMember(20, 60_000);

/** Jobs (no Elite needed) and applications to them by manpower (user_type 8). */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @ListingWriteLimit()
  @OwnersOnly()
  @Post('restaurants/job')
  @ListingImagesUpload('photo', 1)
  @ResponseMessage(MarketplaceMessages.jobCreated)
  create(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateJobDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.jobs.create(me.id, body, files);
  }

  /** The open jobs of all; an owner's own with scope=mine (076, 214). */
  @Get('restaurants/job')
  list(@CurrentPrincipal() me: Principal, @Query() query: FeedQuery) {
    return this.jobs.list(me.id, query);
  }

  /** Read-more: the owner, applicants and Elite members (decision 115). */
  @Get('restaurants/job/:id')
  get(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    return this.jobs.get(me.id, id);
  }

  @ListingWriteLimit()
  @OwnersOnly()
  @Post('restaurants/job/:id')
  @HttpCode(200)
  @ListingImagesUpload('photo', 1)
  @ResponseMessage(MarketplaceMessages.jobUpdated)
  update(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: IdParam,
    @Body() body: UpdateJobDto,
    @UploadedFiles() files: UploadedFile[] = [],
  ) {
    return this.jobs.update(me.id, id, body, files);
  }

  @OwnersOnly()
  @Delete('restaurants/job/:id')
  @ResponseMessage(MarketplaceMessages.deleted)
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam) {
    await this.jobs.remove(me.id, id);
  }

  @ListingWriteLimit()
  @MemberAccess({ types: [UserType.Manpower] })
  @Post('mp/manpowers/apply-now-job/:id')
  @HttpCode(200)
  @ResponseMessage(MarketplaceMessages.applied)
  apply(@CurrentPrincipal() me: Principal, @Param() { id }: IdParam, @Body() body: ApplyDto) {
    return this.jobs.apply(me.id, id, body);
  }
}
