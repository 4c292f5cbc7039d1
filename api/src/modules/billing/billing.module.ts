import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionsService } from './subscriptions.service';

/** Plans, subscriptions and payments. For now only the subscription record the elite sign-up creates. */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class BillingModule {}
