/** The billing module's public face: what other modules may import. */
export { BillingModule } from './billing.module';
export { SubscriptionsService, type SubscriptionSummary } from './subscriptions.service';
