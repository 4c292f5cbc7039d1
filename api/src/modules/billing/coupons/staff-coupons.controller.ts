import type { StaffCouponRecord } from '@app/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { MemberDirectory } from '../../members';
import { CatalogueIdParam, CouponDto } from '../dto/staff-catalogue.dto';
import { type CouponWithUses, type StaffCouponFilter, StaffCouponsService } from './staff-coupons.service';

/** A coupon as the console shows it: the rules, the agent's name and the paid uses so far. */
export function toStaffCoupon(
  { coupon: c, uses }: CouponWithUses,
  agentName: string | null = null,
): StaffCouponRecord {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    amount_off_minor: c.amount_off_minor,
    percent_off_bps: c.percent_off_bps,
    currency: c.currency,
    plan_id: c.plan_id,
    valid_from: c.valid_from?.toISOString() ?? null,
    valid_until: c.valid_until?.toISOString() ?? null,
    max_uses: c.max_uses,
    max_uses_per_member: c.max_uses_per_member,
    agent_user_id: c.agent_user_id,
    agent_name: agentName,
    commission_bps: c.commission_bps,
    is_advertised: Boolean(c.is_advertised),
    is_active: Boolean(c.is_active),
    uses,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

/**
 * Coupons for the console (ra-data-simple-rest: list, show, create, update, delete). The superadmin writes;
 * finance reads. A used coupon is deactivated (is_active false), never deleted: DELETE answers 409.
 */
@ApiTags('admin: catalogue')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/coupons')
export class StaffCouponsController {
  constructor(
    private readonly coupons: StaffCouponsService,
    private readonly directory: MemberDirectory,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<StaffCouponFilter>(raw, {
      sortable: ['id', 'code', 'created_at', 'valid_until'],
      defaultSort: ['id', 'DESC'],
    });
    const [rows, total] = await this.coupons.list(query);
    const agents = await this.directory.factsOf(
      rows.flatMap((r) => (r.coupon.agent_user_id ? [r.coupon.agent_user_id] : [])),
    );
    const records = rows.map((r) =>
      toStaffCoupon(r, agents.get(r.coupon.agent_user_id ?? 0)?.full_name ?? null),
    );
    return sendList(res, 'coupons', query.offset, records, total);
  }

  @Get(':id')
  async get(@Param() { id }: CatalogueIdParam) {
    return this.record(await this.coupons.get(id));
  }

  @Post()
  @StaffOnly('superadmin')
  @Audited('coupon.create', 'coupon')
  async create(@Body() body: CouponDto) {
    return this.record(await this.coupons.create(body));
  }

  @Put(':id')
  @StaffOnly('superadmin')
  @Audited('coupon.update', 'coupon')
  async update(@Param() { id }: CatalogueIdParam, @Body() body: CouponDto, @Req() req: Request) {
    auditBefore(req, toStaffCoupon(await this.coupons.get(id)));
    return this.record(await this.coupons.update(id, body));
  }

  @Delete(':id')
  @StaffOnly('superadmin')
  @Audited('coupon.delete', 'coupon')
  async remove(@Param() { id }: CatalogueIdParam) {
    return toStaffCoupon(await this.coupons.remove(id));
  }

  private async record(row: CouponWithUses) {
    const agent = row.coupon.agent_user_id ? await this.directory.facts(row.coupon.agent_user_id) : null;
    return toStaffCoupon(row, agent?.full_name ?? null);
  }
}
