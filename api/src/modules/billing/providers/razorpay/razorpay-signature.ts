import { hmacSha256Hex } from '../signatures';

/** What Razorpay Checkout returns on success: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** X-Razorpay-Signature of a webhook: HMAC-SHA256 of the exact request body with the webhook secret. */
export function razorpayWebhookSignature(rawBody: Buffer, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}
