import { INVOICE_PDF_FILENAME } from '@app/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { InvoiceIdParam, InvoiceListQuery } from './dto/invoice-queries.dto';
import { InvoicesService } from './invoices.service';

/** The member's invoices: the seeds' `invoicess` list and `download-invoice/{id}` PDF. */
@ApiTags('invoices')
@ApiBearerAuth()
@Controller('api')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('invoicess')
  list(@CurrentPrincipal() principal: Principal, @Query() query: InvoiceListQuery) {
    return this.invoices.list(principal, query.filter?.is_elite, query.page);
  }

  /** Each download renders a PDF, so it is limited more tightly than reading lists. */
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @Get('download-invoice/:id')
  @RawResponse()
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: InvoiceIdParam,
    @Res() res: Response,
  ) {
    const pdf = await this.invoices.pdf(principal, id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${INVOICE_PDF_FILENAME}"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(pdf);
  }
}
