import { BillingMessages, type CouponResult, type Envelope } from '@app/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../core/auth/auth.decorators';
import { RawResponse } from '../../../core/http/envelope.interceptor';
import { ApplyCouponQuery, PlanIdParam, PlanQuery } from '../dto/billing-requests.dto';
import { OffersService } from './offers.service';

/** Prices and coupon previews; public, because the elite sign-up page shows them before there is an account. */
@ApiTags('billing')
@Public()
@Controller('api')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('user/plan')
  plans(@Query() query: PlanQuery) {
    return this.offers.plans(query.country_id);
  }

  /**
   * The seeds' client reads payable_amount and applied_coupon next to message and data, so the answer
   * carries them at both levels. Throttled: coupon codes must not be guessable by brute force.
   */
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Get('apply-coupon/:plan')
  @RawResponse()
  async applyCoupon(
    @Param() { plan }: PlanIdParam,
    @Query() query: ApplyCouponQuery,
  ): Promise<Envelope<CouponResult> & Pick<CouponResult, 'payable_amount' | 'applied_coupon'>> {
    const data = await this.offers.applyCoupon(plan, query.country_id, query.coupon_code);
    return {
      status_code: 200,
      message: BillingMessages.couponApplied,
      data,
      payable_amount: data.payable_amount,
      applied_coupon: data.applied_coupon,
    };
  }
}
