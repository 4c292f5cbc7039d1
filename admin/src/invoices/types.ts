import type { StaffInvoice, StaffInvoiceDetail, StaffInvoiceTotals } from '@app/contracts';

/**
 * An invoice as /admin-api/invoices answers it (one definition, in @app/contracts); on an invoice's own
 * page it also has the credit note that cancelled it.
 */
export type InvoiceRecord = StaffInvoice & Partial<Pick<StaffInvoiceDetail, 'credit_note'>>;

/** The sums of the filtered invoices in one currency. */
export type InvoiceTotals = StaffInvoiceTotals;

export const kindChoices = [
  { id: 'elite', name: 'resources.invoices.kinds.elite' },
  { id: 'bluetick', name: 'resources.invoices.kinds.bluetick' },
];

export const supplyChoices = [
  { id: 'intra_state', name: 'resources.invoices.supplies.intra_state' },
  { id: 'inter_state', name: 'resources.invoices.supplies.inter_state' },
  { id: 'export', name: 'resources.invoices.supplies.export' },
];

export const providerChoices = [
  { id: 'payu', name: 'PayU' },
  { id: 'razorpay', name: 'Razorpay' },
];
