import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../core/storage/storage.module';
import { InvoicesModule } from '../invoices';
import { LocationsModule } from '../locations';
import { MembersModule } from '../members';
import { BlueTickController } from './bluetick/bluetick.controller';
import { BlueTickService } from './bluetick/bluetick.service';
import { StaffBlueTickController } from './bluetick/staff-bluetick.controller';
import { CatalogueService } from './catalogue/catalogue.service';
import { OffersController } from './catalogue/offers.controller';
import { OffersService } from './catalogue/offers.service';
import { StaffPlanPricesController, StaffPlansController } from './catalogue/staff-plans.controller';
import { StaffPlansService } from './catalogue/staff-plans.service';
import { CouponsService } from './coupons/coupons.service';
import { StaffCouponsController } from './coupons/staff-coupons.controller';
import { StaffCouponsService } from './coupons/staff-coupons.service';
import { BluetickRequestEntity } from './entities/bluetick-request.entity';
import { CouponEntity } from './entities/coupon.entity';
import { CurrencyEntity } from './entities/currency.entity';
import { PaymentEventEntity } from './entities/payment-event.entity';
import { PaymentEntity } from './entities/payment.entity';
import { RefundEntity } from './entities/refund.entity';
import { PlanPriceEntity } from './entities/plan-price.entity';
import { PlanEntity } from './entities/plan.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { WalletEntryEntity } from './entities/wallet-entry.entity';
import { CheckoutService } from './payments/checkout.service';
import { LegacyPaymentsController } from './payments/legacy-payments.controller';
import { PaymentConfirmationService } from './payments/payment-confirmation.service';
import { PaymentEventsService } from './payments/payment-events.service';
import { ProviderOrdersService } from './payments/provider-orders';
import { PaymentStatusService } from './payments/payment-status.service';
import { PaymentsController } from './payments/payments.controller';
import { PaymentProvidersService } from './providers/payment-providers';
import { PayuReturnsService } from './providers/payu/payu-returns.service';
import { PayuController } from './providers/payu/payu.controller';
import { PayuGateway } from './providers/payu/payu.gateway';
import { RazorpayPaymentsService } from './providers/razorpay/razorpay-payments.service';
import { RazorpayController } from './providers/razorpay/razorpay.controller';
import { RazorpayGateway } from './providers/razorpay/razorpay.gateway';
import { StaffPaymentsController, StaffSubscriptionsController } from './staff/staff-billing.controller';
import { RefundsService } from './refunds/refunds.service';
import { StaffBillingService } from './staff/staff-billing.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { WalletController } from './wallet/wallet.controller';
import { WalletService } from './wallet/wallet.service';
import { AgentEarningsService } from './wallet/agent-earnings.service';
import { BillingMemberDataService } from './billing-member-data';

/**
 * Money: plans and prices per country, coupons, Elite subscriptions, the blue tick, sales agents' wallets,
 * and payments through PayU (India) and Razorpay (elsewhere). Every amount is decided here, never by the
 * browser; every paid payment is confirmed with the provider before anything is activated.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      SubscriptionEntity,
      PlanEntity,
      PlanPriceEntity,
      CurrencyEntity,
      CouponEntity,
      BluetickRequestEntity,
      PaymentEntity,
      PaymentEventEntity,
      RefundEntity,
      WalletEntryEntity,
    ]),
    LocationsModule,
    MembersModule,
    InvoicesModule,
    StorageModule,
  ],
  controllers: [
    OffersController,
    SubscriptionsController,
    BlueTickController,
    StaffBlueTickController,
    StaffCouponsController,
    StaffPlansController,
    StaffPlanPricesController,
    WalletController,
    PaymentsController,
    LegacyPaymentsController,
    PayuController,
    RazorpayController,
    StaffPaymentsController,
    StaffSubscriptionsController,
  ],
  providers: [
    BillingMemberDataService,
    CatalogueService,
    OffersService,
    CouponsService,
    StaffCouponsService,
    StaffPlansService,
    SubscriptionsService,
    BlueTickService,
    WalletService,
    AgentEarningsService,
    PayuGateway,
    RazorpayGateway,
    PaymentProvidersService,
    PaymentConfirmationService,
    PaymentEventsService,
    ProviderOrdersService,
    CheckoutService,
    PaymentStatusService,
    PayuReturnsService,
    RazorpayPaymentsService,
    StaffBillingService,
    RefundsService,
  ],
  exports: [SubscriptionsService, BlueTickService, AgentEarningsService],
})
export class BillingModule {}
