// The billing module's public face: subscriptions as the member's profile and sign-up see them.
export { BillingModule } from './billing.module';
export { SubscriptionsService, type SubscriptionSummary } from './subscriptions.service';
