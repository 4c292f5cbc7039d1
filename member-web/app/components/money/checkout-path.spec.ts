import { describe, expect, it } from '@jest/globals';
import { checkoutPath } from './checkout-path';

describe('checkoutPath', () => {
  it('sends an Elite subscription to the payment page with its subscription id', () => {
    expect(checkoutPath({ purpose: 'elite', subscription_id: 42 })).toBe(
      '/payments/start?purpose=elite&subscription_id=42',
    );
  });

  it('sends a blue-tick request to the payment page with its payment id', () => {
    expect(checkoutPath({ purpose: 'bluetick', bluetick_payment_id: 7 })).toBe(
      '/payments/start?purpose=bluetick&bluetick_payment_id=7',
    );
  });
});
