import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { parseListQuery } from '../../../core/admin-rest/list-query';
import { sendList } from '../../../core/admin-rest/list-result';
import { Audited, auditBefore } from '../../../core/audit/audited';
import { CurrentPrincipal, type Principal, StaffOnly } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { checkedPaymentFilter, checkedSubscriptionFilter } from './staff-billing-filters';
import { RefundsService } from '../refunds/refunds.service';
import { StaffBillingService } from './staff-billing.service';

export class StaffBillingIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  @Max(4_294_967_295, { message: 'id must be a whole number' })
  id: number;
}

export class RefundPaymentDto {
  @IsString({ message: 'reason must be text' })
  @Length(5, 500, { message: 'reason must be 5 to 500 characters' })
  reason: string;
}

/**
 * Payments for finance and support (read-only list and page, ra-data-simple-rest): provider, status,
 * amount, txnid, member; a payment's page has the events its provider sent and what the provider last
 * verified. "Re-check with provider" asks the provider again, the way the API's own checks do.
 */
@ApiTags('admin: finance')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/payments')
export class StaffPaymentsController {
  constructor(
    private readonly billing: StaffBillingService,
    private readonly refunds: RefundsService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<Record<string, unknown>>(raw, {
      sortable: ['id', 'created_at', 'paid_at', 'amount_minor', 'status'],
      defaultSort: ['id', 'DESC'],
      // The console's Export asks the first 1,000 rows in one call.
      maxLimit: 1000,
    });
    const [rows, total] = await this.billing.listPayments({
      ...query,
      filter: checkedPaymentFilter(query.filter),
    });
    return sendList(res, 'payments', query.offset, rows, total);
  }

  @Get(':id')
  get(@Param() { id }: StaffBillingIdParam) {
    return this.billing.getPayment(id);
  }

  /** Each re-check calls the provider: limited like the member's own status checks. */
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post(':id/recheck')
  @HttpCode(200)
  @Audited('payment.recheck', 'payment')
  recheck(@Param() { id }: StaffBillingIdParam) {
    return this.billing.recheck(id);
  }

  /**
   * Refunds the whole payment through its provider, ends what it bought and issues the credit note of its
   * invoice. Asking again (or a request retried by the browser) changes nothing and answers the same refund.
   */
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post(':id/refund')
  @HttpCode(200)
  @Audited('payment.refund', 'payment')
  async refund(
    @Param() { id }: StaffBillingIdParam,
    @Body() body: RefundPaymentDto,
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
  ) {
    const before = await this.billing.getPayment(id);
    auditBefore(req, { status: before.status, refund: before.refund });
    const outcome = await this.refunds.refund(id, body.reason.trim(), principal.id);
    return { ...(await this.billing.getPayment(id)), refunded_now: outcome.refundedNow };
  }
}

/** Subscriptions for finance and support (read-only): member, plan, start, end, status. */
@ApiTags('admin: finance')
@ApiBearerAuth()
@StaffOnly('finance', 'superadmin')
@RawResponse()
@Controller('admin-api/subscriptions')
export class StaffSubscriptionsController {
  constructor(private readonly billing: StaffBillingService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<Record<string, unknown>>(raw, {
      sortable: ['id', 'created_at', 'starts_at', 'ends_at', 'status'],
      defaultSort: ['id', 'DESC'],
      // The console's Export asks the first 1,000 rows in one call.
      maxLimit: 1000,
    });
    const [rows, total] = await this.billing.listSubscriptions({
      ...query,
      filter: checkedSubscriptionFilter(query.filter),
    });
    return sendList(res, 'subscriptions', query.offset, [...rows], total);
  }

  @Get(':id')
  get(@Param() { id }: StaffBillingIdParam) {
    return this.billing.getSubscription(id);
  }
}
