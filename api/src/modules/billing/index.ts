// The billing module's public face: subscriptions as the member's profile and sign-up see them.
export { BillingModule } from './billing.module';
export { SubscriptionsService, type SubscriptionSummary } from './subscriptions.service';
// Members' private documents (blue-tick proofs, and the marketplace's resumes): checked by content and
// served sandboxed as downloads (docs/decisions/059).
export { checkDocument } from './bluetick/documents';
