import { BillingMessages } from '@app/contracts';
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { IdParam } from '../dto/billing-requests.dto';
import { CheckoutDto } from '../dto/payment-requests.dto';
import { CheckoutService } from './checkout.service';
import { PaymentStatusService } from './payment-status.service';

/** Starting a payment and following it (the member's own payments only). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly status: PaymentStatusService,
  ) {}

  /** 201 with the provider and what the browser needs: PayU's form, or Razorpay Checkout's options. */
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('checkout')
  @ResponseMessage(BillingMessages.checkoutReady)
  checkout(@CurrentPrincipal() principal: Principal, @Body() body: CheckoutDto) {
    return this.checkouts.checkout(principal, body);
  }

  /** The payment's state; a pending one is checked with the provider first (the success page polls this). */
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @Get(':id')
  view(@CurrentPrincipal() principal: Principal, @Param() { id }: IdParam) {
    return this.status.view(principal, id);
  }
}
