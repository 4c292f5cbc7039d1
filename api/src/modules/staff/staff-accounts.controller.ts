import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../core/audit/audited';
import { CurrentPrincipal, type Principal, StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { InviteStaffDto, StaffIdParam, UpdateStaffDto } from './dto/staff-accounts.dto';
import { StaffAccountsService, type StaffFilter } from './staff-accounts.service';

/** Staff accounts in the console (superadmin only; decision 165). Every write is audit-logged. */
@ApiTags('admin: staff')
@ApiBearerAuth()
@StaffOnly('superadmin')
@RawResponse()
@Controller('admin-api/staff')
export class StaffAccountsController {
  constructor(private readonly accounts: StaffAccountsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StaffFilter>(raw, {
      sortable: ['id', 'name', 'email', 'role', 'last_login_at', 'created_at'],
      defaultSort: ['name', 'ASC'],
      maxLimit: 500,
    });
    const [rows, total] = await this.accounts.list(query);
    return sendList(res, 'staff', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: StaffIdParam) {
    return this.accounts.get(id);
  }

  /** Invites by e-mail: the new staff member sets a password from a one-time link. */
  @Post()
  @Audited('staff.invite', 'staff')
  invite(@Body() body: InviteStaffDto, @CurrentPrincipal() principal: Principal) {
    return this.accounts.invite(principal, body);
  }

  @Put(':id')
  @Audited('staff.update', 'staff')
  async update(@Param() { id }: StaffIdParam, @Body() body: UpdateStaffDto, @Req() req: Request) {
    const { before, after } = await this.accounts.update(id, body);
    auditBefore(req, { name: before.name, role: before.role, is_active: before.is_active });
    return after;
  }

  @Post(':id/invite')
  @HttpCode(200)
  @Audited('staff.reinvite', 'staff')
  reinvite(@Param() { id }: StaffIdParam, @CurrentPrincipal() principal: Principal) {
    return this.accounts.reinvite(principal, id);
  }

  /** Turns the staff member's two-factor sign-in off (they enrol again at their next sign-in). */
  @Post(':id/two-factor/reset')
  @HttpCode(200)
  @Audited('staff.2fa.reset', 'staff')
  resetTwoFactor(@Param() { id }: StaffIdParam) {
    return this.accounts.resetTwoFactor(id);
  }
}
