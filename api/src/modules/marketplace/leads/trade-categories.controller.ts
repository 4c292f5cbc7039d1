import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { Public, StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { IdParam } from '../common/list-query.dto';
import {
  type TradeCategoryFilter,
  TradeCategoriesService,
  toStaffTradeCategory,
  toTradeCategory,
} from './trade-categories.service';
import { TradeCategoryDto } from './trade-category.dto';

/** `GET /api/trade-categories`: the list vendors pick from and requirements are filed under (anyone). */
@ApiTags('marketplace')
@Public()
@Controller('api')
export class TradeCategoriesController {
  constructor(private readonly categories: TradeCategoriesService) {}

  @Get('trade-categories')
  @ApiOperation({ summary: 'The trade categories, in list order, with their Hindi names' })
  async list() {
    return (await this.categories.all()).map(toTradeCategory);
  }
}

/**
 * The console's trade categories (ra-data-simple-rest: list, show, create, update, delete), edited by
 * content editors (decision 300). Writes are audited.
 */
@ApiTags('admin: marketplace')
@ApiBearerAuth()
@StaffOnly('content_editor')
@RawResponse()
@Controller('admin-api/trade-categories')
export class StaffTradeCategoriesController {
  constructor(private readonly categories: TradeCategoriesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<TradeCategoryFilter>(raw, {
      sortable: ['id', 'name_en', 'position'],
      defaultSort: ['position', 'ASC'],
    });
    const [rows, total] = await this.categories.list(query);
    return sendList(res, 'trade-categories', query.offset, rows.map(toStaffTradeCategory), total);
  }

  @Get(':id')
  async get(@Param() { id }: IdParam) {
    return toStaffTradeCategory(await this.categories.get(id));
  }

  @Post()
  @Audited('trade_category.create', 'trade_category')
  async create(@Body() body: TradeCategoryDto) {
    return toStaffTradeCategory(await this.categories.create(body));
  }

  @Put(':id')
  @Audited('trade_category.update', 'trade_category')
  async update(@Param() { id }: IdParam, @Body() body: TradeCategoryDto, @Req() req: Request) {
    auditBefore(req, toStaffTradeCategory(await this.categories.get(id)));
    return toStaffTradeCategory(await this.categories.update(id, body));
  }

  @Delete(':id')
  @Audited('trade_category.delete', 'trade_category')
  async remove(@Param() { id }: IdParam) {
    return toStaffTradeCategory(await this.categories.remove(id));
  }
}
