import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { auditActor } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { AppealsService } from './appeals.service';
import { DecideAppealDto, ModerationIdParam } from './dto/trust-safety.dto';

/** Members' appeals for the console: list, show, decide (by another moderator than the decision's). */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/appeals')
export class StaffAppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<{ status: string }>(raw, {
      sortable: ['id', 'created_at'],
      defaultSort: ['id', 'ASC'],
      maxLimit: 100,
    });
    const [rows, total] = await this.appeals.list(query);
    return sendList(res, 'appeals', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ModerationIdParam) {
    return this.appeals.get(id);
  }

  @Post(':id/decide')
  @HttpCode(200)
  decide(@Param() { id }: ModerationIdParam, @Body() body: DecideAppealDto, @Req() req: Request) {
    return this.appeals.decide(id, auditActor(req), body.outcome, body.note);
  }
}
