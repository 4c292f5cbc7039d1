import type { StaffExchangeRate } from '@app/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { ExchangeRateDto } from '../dto/exchange-rate.dto';
import { InvoiceIdParam } from '../dto/invoice-queries.dto';
import type { ExchangeRateEntity } from '../entities/exchange-rate.entity';
import { type ExchangeRateFilter, ExchangeRatesService } from '../exchange-rates.service';

/** A rate as the console shows it (@app/contracts' StaffExchangeRate). */
const toStaffRate = (r: ExchangeRateEntity): StaffExchangeRate => ({
  id: r.id,
  currency: r.currency,
  rate_date: r.rate_date,
  inr_per_unit: r.inr_per_unit,
  source: r.source,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * The rupee exchange rates finance enters for foreign-currency invoices (ra-data-simple-rest: list, show,
 * create, update, delete; decision 293). A rate an invoice was valued at cannot change (409).
 */
@ApiTags('admin: finance')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/exchange-rates')
export class StaffExchangeRatesController {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<ExchangeRateFilter>(raw, {
      sortable: ['id', 'rate_date', 'currency'],
      defaultSort: ['rate_date', 'DESC'],
    });
    const [rows, total] = await this.rates.list(query);
    return sendList(res, 'exchange-rates', query.offset, rows.map(toStaffRate), total);
  }

  @Get(':id')
  async get(@Param() { id }: InvoiceIdParam) {
    return toStaffRate(await this.rates.get(id));
  }

  @Post()
  @Audited('exchange_rate.create', 'exchange_rate')
  async create(@Body() body: ExchangeRateDto) {
    return toStaffRate(await this.rates.create(body));
  }

  @Put(':id')
  @Audited('exchange_rate.update', 'exchange_rate')
  async update(@Param() { id }: InvoiceIdParam, @Body() body: ExchangeRateDto, @Req() req: Request) {
    auditBefore(req, toStaffRate(await this.rates.get(id)));
    return toStaffRate(await this.rates.update(id, body));
  }

  @Delete(':id')
  @Audited('exchange_rate.delete', 'exchange_rate')
  async remove(@Param() { id }: InvoiceIdParam) {
    return toStaffRate(await this.rates.remove(id));
  }
}
