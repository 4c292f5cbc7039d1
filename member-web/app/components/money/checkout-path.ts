import type { CheckoutPayload } from '@app/contracts';

/** Where a purchase is paid: the payment page for an Elite subscription or a blue-tick request. */
export function checkoutPath(payload: CheckoutPayload): string {
  const query: Record<string, string> =
    payload.purpose === 'elite'
      ? { purpose: 'elite', subscription_id: String(payload.subscription_id) }
      : { purpose: 'bluetick', bluetick_payment_id: String(payload.bluetick_payment_id) };
  return `/payments/start?${new URLSearchParams(query)}`;
}
