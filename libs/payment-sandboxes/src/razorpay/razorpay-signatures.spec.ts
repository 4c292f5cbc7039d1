import { paymentSignature, webhookSignature } from './razorpay-signatures';

// Vectors computed outside this code with `openssl dgst -sha256 -hmac <secret>`.
describe('Razorpay signatures', () => {
  it('signs a checkout payment as HMAC-SHA256(order_id|payment_id, key secret)', () => {
    expect(
      paymentSignature('order_DBJOWzybf0sJbb', 'pay_DGD3r0H6hzbFbj', 'dev-only-razorpay-key-secret'),
    ).toBe('8c03ad71e8c3b527183471728c34e1f6c829a9409e1219699674d5a056d3f34c');
  });

  it('signs a webhook as HMAC-SHA256(raw body, webhook secret)', () => {
    expect(webhookSignature('{"event":"order.paid"}', 'dev-only-razorpay-webhook-secret')).toBe(
      'c29f5ccdaea85ba8e9cb89a1a2ff4da7edff1d0a050a54ac12b27a0d439f0d34',
    );
  });
});
