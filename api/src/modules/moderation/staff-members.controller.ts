import { MEMBER_STATUSES, type MemberStatus } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { auditActor } from '../../core/audit/audited';
import { StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import {
  BanMemberDto,
  ModerationIdParam,
  SuspendMemberDto,
  UnsuspendMemberDto,
} from './dto/trust-safety.dto';
import { MemberModerationService } from './member-moderation.service';

/** Members for the console's moderation: search, a member's record, suspend, unsuspend, ban. */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/members')
export class StaffMembersController {
  constructor(private readonly members: MemberModerationService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<{ q: string; status: string }>(raw, {
      sortable: ['id'],
      defaultSort: ['id', 'DESC'],
      maxLimit: 100,
    });
    const status = (MEMBER_STATUSES as readonly string[]).includes(String(query.filter.status))
      ? (query.filter.status as MemberStatus)
      : undefined;
    const q = typeof query.filter.q === 'string' ? query.filter.q.slice(0, 100) : undefined;
    const [rows, total] = await this.members.list({ q, status }, query.offset, query.limit, query.sort.order);
    return sendList(res, 'members', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: ModerationIdParam) {
    return this.members.show(id);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  suspend(@Param() { id }: ModerationIdParam, @Body() body: SuspendMemberDto, @Req() req: Request) {
    return this.members.suspend(id, body.days, body.note ?? null, auditActor(req));
  }

  @Post(':id/unsuspend')
  @HttpCode(200)
  unsuspend(@Param() { id }: ModerationIdParam, @Body() body: UnsuspendMemberDto, @Req() req: Request) {
    return this.members.unsuspend(id, body.note ?? null, auditActor(req));
  }

  @Post(':id/ban')
  @HttpCode(200)
  ban(@Param() { id }: ModerationIdParam, @Body() body: BanMemberDto, @Req() req: Request) {
    return this.members.ban(id, body.note ?? null, auditActor(req));
  }
}
