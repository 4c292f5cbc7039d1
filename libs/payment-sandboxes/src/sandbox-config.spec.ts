import { loadSandboxConfig, SandboxConfigError } from './sandbox-config';

describe('loadSandboxConfig', () => {
  it('starts with the development defaults of scripts/defaults.sh and sends no webhooks unless told where', () => {
    const config = loadSandboxConfig({});
    expect(config).toMatchObject({
      PAYU_SANDBOX_PORT: 4300,
      RAZORPAY_SANDBOX_PORT: 4301,
      PAYU_KEY: 'dev-only-payu-key',
      RAZORPAY_KEY_ID: 'rzp_test_devonly0000000',
    });
    expect(config.PAYU_SANDBOX_WEBHOOK_URL).toBeUndefined();
  });

  it('takes ports and webhook targets from the environment', () => {
    const config = loadSandboxConfig({
      PAYU_SANDBOX_PORT: '4320',
      RAZORPAY_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:4021/api/payments/razorpay/webhook',
    });
    expect(config.PAYU_SANDBOX_PORT).toBe(4320);
    expect(config.RAZORPAY_SANDBOX_WEBHOOK_URL).toBe('http://127.0.0.1:4021/api/payments/razorpay/webhook');
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV'],
    [{ RAZORPAY_KEY_ID: 'rzp_live_abcdefghijklmn' }, 'RAZORPAY_KEY_ID'],
    [{ PAYU_SANDBOX_PORT: 'forty' }, 'PAYU_SANDBOX_PORT'],
    [{ PAYU_SANDBOX_WEBHOOK_URL: 'not a url' }, 'PAYU_SANDBOX_WEBHOOK_URL'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadSandboxConfig(env)).toThrow(SandboxConfigError);
    expect(() => loadSandboxConfig(env)).toThrow(new RegExp(name));
  });
});
