import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { IdParam, LegacyIdParam } from '../dto/billing-requests.dto';
import { PaymentStatusService } from './payment-status.service';

/**
 * The seeds' clients report payment results themselves (`payment_status`, `blue_tick`). Those bodies are
 * ignored: each call makes the server ask the provider and answers with the real state (422 when nothing
 * was paid), so an old client keeps working and cannot mark anything paid.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Throttle({ default: { limit: 20, ttl: 60_000 } })
@Controller('api')
export class LegacyPaymentsController {
  constructor(private readonly status: PaymentStatusService) {}

  @Post('payment/:subscription')
  @HttpCode(200)
  subscription(@CurrentPrincipal() principal: Principal, @Param() { subscription }: LegacyIdParam) {
    return this.status.subscriptionPayment(principal, subscription);
  }

  @Post('payment-bluetick/:id')
  @HttpCode(200)
  blueTick(@CurrentPrincipal() principal: Principal, @Param() { id }: IdParam) {
    return this.status.blueTickPayment(principal, id);
  }
}
