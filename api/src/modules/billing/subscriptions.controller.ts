import { BillingMessages } from '@app/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { CreateSubscriptionDto } from './dto/billing-requests.dto';
import { SubscriptionsService } from './subscriptions.service';

/** POST subscription: the upgrade modal's pending Elite subscription (201 with data.id). */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('api')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Post('subscription')
  @ResponseMessage(BillingMessages.subscriptionCreated)
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateSubscriptionDto) {
    return this.subscriptions.create(principal, body);
  }
}
