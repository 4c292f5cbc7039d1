import type { StaffPlanPriceRecord, StaffPlanRecord } from '@app/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { CatalogueIdParam, PlanDto, PlanPriceDto } from '../dto/staff-catalogue.dto';
import type { PlanPriceEntity } from '../entities/plan-price.entity';
import type { PlanEntity } from '../entities/plan.entity';
import { type PlanPriceFilter, StaffPlansService } from './staff-plans.service';

const toStaffPlan = (p: PlanEntity): StaffPlanRecord => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  product_info: p.product_info,
  duration_months: p.duration_months,
});

const toStaffPrice = (p: PlanPriceEntity): StaffPlanPriceRecord => ({
  id: p.id,
  plan_id: p.plan_id,
  country_id: p.country_id,
  currency: p.currency,
  amount_minor: p.amount_minor,
  display_minor: p.display_minor,
  intro_amount_minor: p.intro_amount_minor,
  intro_display_minor: p.intro_display_minor,
});

/** The plans (Elite, blue tick) for the console: list, show, rename. The superadmin writes; finance reads. */
@ApiTags('admin: catalogue')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/plans')
export class StaffPlansController {
  constructor(private readonly plans: StaffPlansService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<object>(raw, { sortable: ['id', 'name'], defaultSort: ['id', 'ASC'] });
    const [rows, total] = await this.plans.listPlans(query);
    return sendList(res, 'plans', query.offset, rows.map(toStaffPlan), total);
  }

  @Get(':id')
  async get(@Param() { id }: CatalogueIdParam) {
    return toStaffPlan(await this.plans.plan(id));
  }

  @Put(':id')
  @StaffOnly('superadmin')
  @Audited('plan.update', 'plan')
  async update(@Param() { id }: CatalogueIdParam, @Body() body: PlanDto, @Req() req: Request) {
    auditBefore(req, toStaffPlan(await this.plans.plan(id)));
    return toStaffPlan(await this.plans.rename(id, body.name));
  }
}

/**
 * A plan's prices per country (no country: every other country). Changes apply to checkouts started
 * afterwards; the audit log keeps each change's before and after (the price history).
 */
@ApiTags('admin: catalogue')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/plan-prices')
export class StaffPlanPricesController {
  constructor(private readonly plans: StaffPlansService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<PlanPriceFilter>(raw, {
      sortable: ['id', 'plan_id', 'country_id', 'currency', 'amount_minor'],
      defaultSort: ['country_id', 'ASC'],
    });
    const [rows, total] = await this.plans.listPrices(query);
    return sendList(res, 'plan-prices', query.offset, rows.map(toStaffPrice), total);
  }

  @Get(':id')
  async get(@Param() { id }: CatalogueIdParam) {
    return toStaffPrice(await this.plans.price(id));
  }

  @Post()
  @StaffOnly('superadmin')
  @Audited('plan_price.create', 'plan_price')
  async create(@Body() body: PlanPriceDto) {
    return toStaffPrice(await this.plans.createPrice(body));
  }

  @Put(':id')
  @StaffOnly('superadmin')
  @Audited('plan_price.update', 'plan_price')
  async update(@Param() { id }: CatalogueIdParam, @Body() body: PlanPriceDto, @Req() req: Request) {
    auditBefore(req, toStaffPrice(await this.plans.price(id)));
    return toStaffPrice(await this.plans.updatePrice(id, body));
  }

  @Delete(':id')
  @StaffOnly('superadmin')
  @Audited('plan_price.delete', 'plan_price')
  async remove(@Param() { id }: CatalogueIdParam) {
    return toStaffPrice(await this.plans.removePrice(id));
  }
}
