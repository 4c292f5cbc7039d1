import { createHmac } from 'node:crypto';

/**
 * Razorpay's documented signatures, both HMAC-SHA256 in lower-case hex: the checkout's payment signature
 * over `order_id|payment_id` with the key secret, and the webhook signature over the raw request body
 * with the webhook secret (header X-Razorpay-Signature).
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`, 'utf8').digest('hex');
}

export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody, 'utf8').digest('hex');
}
