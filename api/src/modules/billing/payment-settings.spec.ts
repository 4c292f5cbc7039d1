import { loadConfig } from '../../core/config/app-config';

/** Real-looking production settings (none of them a development default). */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  STAFF_JWT_SECRET: 's'.repeat(40),
  STAFF_TOTP_KEY: 't'.repeat(40),
  SIGN_IN_CHALLENGE_KEY: 'c'.repeat(40),
  PAYU_KEY: 'merchant-key',
  PAYU_SALT: 'merchant-salt',
  PAYU_BASE_URL: 'https://secure.payu.in',
  PAYU_INFO_BASE_URL: 'https://info.payu.in',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  RAZORPAY_BASE_URL: 'https://api.razorpay.com',
  RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
  TRUST_PROXY: '10.0.0.0/8',
  PII_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('payment settings', () => {
  it('default to the local sandboxes and dev-only credentials in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PAYU_BASE_URL: 'http://127.0.0.1:4300',
      RAZORPAY_BASE_URL: 'http://127.0.0.1:4301',
    });
    expect(config.PAYU_SALT).toMatch(/^dev-only-/);
  });

  it('start production with real providers and credentials', () => {
    expect(loadConfig(production).isProduction).toBe(true);
  });

  it.each([
    'PAYU_SALT',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'PAYU_BASE_URL',
    'RAZORPAY_BASE_URL',
  ])('refuse production without %s', (key) => {
    expect(() => loadConfig({ ...production, [key]: undefined })).toThrow(
      new RegExp(`${key}: must be set in production`),
    );
  });

  it('refuse a dev-only secret in production even when set explicitly', () => {
    expect(() => loadConfig({ ...production, PAYU_SALT: 'dev-only-payu-salt' })).toThrow(
      /PAYU_SALT: must be set in production/,
    );
  });
});
