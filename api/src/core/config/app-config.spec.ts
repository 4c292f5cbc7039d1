import { ConfigError, DEV_PII_ENCRYPTION_KEY, loadConfig } from './app-config';

const secret = 'x'.repeat(40);

/** A production environment with every secret set to a real value, as a deployment must have it. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  STAFF_JWT_SECRET: `${secret}y`,
  STAFF_TOTP_KEY: `${secret}z`,
  SIGN_IN_CHALLENGE_KEY: `${secret}c`,
  PAYU_KEY: 'live-key',
  PAYU_SALT: 'live-salt',
  PAYU_BASE_URL: 'https://secure.payu.in',
  PAYU_INFO_BASE_URL: 'https://info.payu.in',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  RAZORPAY_BASE_URL: 'https://api.razorpay.com',
  RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
  TRUST_PROXY: '10.0.0.0/8',
  PII_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('loadConfig', () => {
  it('starts with the documented development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_PORT: 4000,
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/restaurant',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STORAGE_DIR: './var/storage',
      NODE_ENV: 'development',
    });
  });

  it('takes settings from the environment and converts numbers', () => {
    const config = loadConfig({ API_PORT: '4999', DATABASE_URL: 'mysql://app:pw@db:3306/other' });
    expect(config.API_PORT).toBe(4999);
    expect(config.DATABASE_URL).toBe('mysql://app:pw@db:3306/other');
  });

  it('names every wrong setting', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
    try {
      loadConfig({ API_PORT: 'eighty', REDIS_URL: 'localhost:6379' });
    } catch (error) {
      expect((error as Error).message).toMatch(/API_PORT/);
      expect((error as Error).message).toMatch(/REDIS_URL/);
    }
  });

  it('refuses production without real secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set in production/);
    expect(loadConfig(production).isProduction).toBe(true);
    expect(() => loadConfig({ ...production, PII_ENCRYPTION_KEY: DEV_PII_ENCRYPTION_KEY })).toThrow(
      /PII_ENCRYPTION_KEY: must be set in production/,
    );
    expect(() => loadConfig({ ...production, PII_ENCRYPTION_KEY: 'short' })).toThrow(/PII_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: undefined })).toThrow(
      /TRUST_PROXY: must be set in production/,
    );
    expect(() => loadConfig({ ...production, PAYU_SALT: 'dev-only-payu-salt' })).toThrow(/PAYU_SALT/);
    expect(() => loadConfig({ ...production, STAFF_TOTP_KEY: undefined })).toThrow(/STAFF_TOTP_KEY/);
    expect(() => loadConfig({ ...production, SIGN_IN_CHALLENGE_KEY: undefined })).toThrow(
      /SIGN_IN_CHALLENGE_KEY: must be set in production/,
    );
  });

  it('refuses in production every secret left at, copied from or marked as its development value, naming each', () => {
    expect(loadConfig(production).isProduction).toBe(true);
    // Each development value, as scripts/defaults.sh and the class's defaults have them.
    const development = loadConfig({});
    const secrets = [
      'JWT_SECRET',
      'STAFF_JWT_SECRET',
      'STAFF_TOTP_KEY',
      'PII_ENCRYPTION_KEY',
      'PAYU_KEY',
      'PAYU_SALT',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ] as const;
    for (const key of secrets) {
      expect(() => loadConfig({ ...production, [key]: development[key] })).toThrow(
        new RegExp(`${key}: must be set in production`),
      );
    }
    let message = '';
    try {
      loadConfig({ ...production, ...Object.fromEntries(secrets.map((key) => [key, development[key]])) });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').filter((line) => line.includes('must be set in production'))).toHaveLength(
      secrets.length,
    );
    // Not the default, but marked as a development value (an edited copy of a development .env).
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_test_devonly1111111' })).toThrow(
      /RAZORPAY_KEY_ID: must be set in production/,
    );
    expect(() =>
      loadConfig({ ...production, RAZORPAY_WEBHOOK_SECRET: 'my-DEV-ONLY-webhook-secret' }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    // Optional secrets: absent is fine, a development value is not.
    expect(() => loadConfig({ ...production, SUPERADMIN_PASSWORD: 'dev-only-Admin#2026' })).toThrow(
      /SUPERADMIN_PASSWORD: must be set in production/,
    );
    expect(loadConfig({ ...production, SUPERADMIN_PASSWORD: 'a-real-long-password' }).isProduction).toBe(
      true,
    );
    // Any other setting carrying a development-only value.
    expect(() =>
      loadConfig({ ...production, SMTP_URL: 'smtp://mailer:dev-only-password@smtp.example.com:587' }),
    ).toThrow(/SMTP_URL: has a development-only value/);
    // Development and tests keep their defaults.
    expect(loadConfig({ NODE_ENV: 'test' }).JWT_SECRET).toBe(development.JWT_SECRET);
  });

  it('reads TRUST_PROXY as Express does, without "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.18.0.0/16, 10.1.2.3, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '172.18.0.0/16',
      '10.1.2.3',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY true would trust every client/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,proxy.local' })).toThrow(/TRUST_PROXY .*proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses secrets that are too short', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('reads the storage driver and refuses S3 without a bucket or with half the credentials', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: must be set/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both or neither/,
    );
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'restaurant-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'restaurant-uploads',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: '',
    });
    expect(() => loadConfig({ S3_PREFIX: 'staging' })).toThrow(/S3_PREFIX/);
  });

  it('reads the read replicas as a comma-separated list of database URLs', () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    const config = loadConfig({
      DATABASE_REPLICA_URLS:
        'mysql://app:pw@replica-1:3306/restaurant, mysql://app:pw@replica-2:3306/restaurant',
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'mysql://app:pw@replica-1:3306/restaurant',
      'mysql://app:pw@replica-2:3306/restaurant',
    ]);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'replica-1:3306' })).toThrow(/DATABASE_REPLICA_URLS/);
  });

  it('leaves tracing off unless an OTLP endpoint is set, and refuses a wrong endpoint, name or ratio', () => {
    const off = loadConfig({});
    expect(off.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(off.OTEL_TRACES_SAMPLE_RATIO).toBe(1);
    const on = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_TRACES_SAMPLE_RATIO: '0.25',
    });
    expect(on.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://collector:4318');
    expect(on.OTEL_TRACES_SAMPLE_RATIO).toBe(0.25);
    expect(() =>
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_SERVICE_NAME: 'a b',
        OTEL_TRACES_SAMPLE_RATIO: '2',
      }),
    ).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT[\s\S]*OTEL_SERVICE_NAME[\s\S]*OTEL_TRACES_SAMPLE_RATIO/);
  });

  it('bounds the shutdown timeout', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).SHUTDOWN_TIMEOUT_MS).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
