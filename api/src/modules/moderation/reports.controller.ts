import { ModerationMessages } from '@app/contracts';
import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { Answer } from '../../core/http/envelope.interceptor';
import { ThrottlePerMember } from '../../core/rate-limit/member-throttle';
import { ReportDto } from './dto/report.dto';
import { ReportsService } from './reports.service';

/** Reports per member and hour: a member who meets a wave of spam can report it; nobody can flood staff. */
const REPORTS_PER_HOUR = 20;

@ApiTags('moderation')
@ApiBearerAuth()
@Controller('api')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** 201 for a new report; 200 when the member's report of that subject is already open. */
  @Post('reports')
  @ThrottlePerMember(REPORTS_PER_HOUR, 3_600_000)
  async report(
    @CurrentPrincipal() me: Principal,
    @Body() body: ReportDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { receipt, created } = await this.reports.report(me.id, body);
    res.status(created ? 201 : 200);
    return new Answer(receipt, created ? ModerationMessages.reported : ModerationMessages.alreadyReported);
  }
}
