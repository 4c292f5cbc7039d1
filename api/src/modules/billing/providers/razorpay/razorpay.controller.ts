import { Body, Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { CurrentPrincipal, type Principal, Public } from '../../../../core/auth/auth.decorators';
import { RazorpayVerifyDto } from '../../dto/payment-requests.dto';
import { RazorpayPaymentsService } from './razorpay-payments.service';

@ApiTags('payments')
@Controller('api/payments/razorpay')
export class RazorpayController {
  constructor(private readonly razorpay: RazorpayPaymentsService) {}

  /** The member's page, after Razorpay Checkout's success handler. */
  @ApiBearerAuth()
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @Post('verify')
  @HttpCode(200)
  verify(@CurrentPrincipal() principal: Principal, @Body() body: RazorpayVerifyDto) {
    return this.razorpay.verify(principal, body);
  }

  /** Razorpay's servers; trusted only through X-Razorpay-Signature over the raw body. */
  @ApiExcludeEndpoint()
  @Public()
  @SkipThrottle()
  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
  ) {
    return this.razorpay.webhook(
      req.rawBody,
      signature,
      (req.body ?? {}) as Parameters<RazorpayPaymentsService['webhook']>[2],
    );
  }
}
