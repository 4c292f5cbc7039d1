// The invoices module's public face: issuing a GST invoice for a confirmed payment, and its queue processor.
export { InvoiceJobsModule, InvoicesModule } from './invoices.module';
export { InvoicesService } from './invoices.service';
export type { PaidPurchase } from './invoice.types';
// GSTIN format and check character (also the Atmnirbhar application's GST number).
export { GSTIN_INVALID_MESSAGE, isValidGstin, IsGstin } from './gstin';
export { CreditNotesService, type CreditNoteSummary } from './credit-notes/credit-notes.service';
