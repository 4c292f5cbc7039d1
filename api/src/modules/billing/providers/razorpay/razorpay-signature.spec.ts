import { razorpayPaymentSignature, razorpayWebhookSignature } from './razorpay-signature';

// Expected values from `openssl dgst -sha256 -hmac <secret>` over the hand-written strings.
describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret', () => {
    expect(razorpayPaymentSignature('order_DBJOWzybf0sJbb', 'pay_29QQoUBi66xm2f', 'rzp_secret')).toBe(
      '36fbe2a0d314d16f9e4b46ad84ec6820a30f733a12499ea74d6b42b10ced326d',
    );
  });

  it('signs the exact webhook body with the webhook secret', () => {
    expect(razorpayWebhookSignature(Buffer.from('{"event":"payment.captured"}'), 'whsec')).toBe(
      '4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e',
    );
    // One byte of whitespace is another body.
    expect(razorpayWebhookSignature(Buffer.from('{"event": "payment.captured"}'), 'whsec')).not.toBe(
      '4673dd707ef4c41b987cb7fefe1583142dc702388c93145b7814b9ad3d3c183e',
    );
  });
});
