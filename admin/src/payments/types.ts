import type { StaffPayment, StaffPaymentDetail, StaffPaymentEvent } from '@app/contracts';

export type PaymentEventRecord = StaffPaymentEvent;

/**
 * A payment as /admin-api/payments answers it (one definition, in @app/contracts); its own page also has
 * the provider's events, the refund and the credit note.
 */
export type PaymentRecord = StaffPayment & Partial<Omit<StaffPaymentDetail, keyof StaffPayment>>;

export const statusChoices = [
  { id: 'pending', name: 'resources.payments.statuses.pending' },
  { id: 'paid', name: 'resources.payments.statuses.paid' },
  { id: 'failed', name: 'resources.payments.statuses.failed' },
  { id: 'superseded', name: 'resources.payments.statuses.superseded' },
];

export const purposeChoices = [
  { id: 'elite', name: 'resources.payments.purposes.elite' },
  { id: 'bluetick', name: 'resources.payments.purposes.bluetick' },
];

export const providerChoices = [
  { id: 'payu', name: 'PayU' },
  { id: 'razorpay', name: 'Razorpay' },
];
