// The billing module's public face: subscriptions as the member's profile and sign-up see them.
export { BillingModule } from './billing.module';
export { SubscriptionsService, type SubscriptionSummary } from './subscriptions.service';
// Members' private documents (blue-tick proofs, and the marketplace's resumes): checked by content and
// served sandboxed as downloads (docs/decisions/059).
export {
  checkDocument,
  checkUploadedDocument,
  type CheckedDocument,
  type DocumentMessages,
  documentDisposition,
  DOCUMENT_MAX_BYTES,
  readPrivateDocument,
  storePrivateDocument,
} from './bluetick/documents';
// Atmnirbhar agents' coupons and earnings (the agents module creates the coupon on approval).
export { AgentEarningsService } from './wallet/agent-earnings.service';
