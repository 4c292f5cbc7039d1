import { parseTrustProxy, type TrustProxy } from '@app/contracts';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';

const url = { require_tld: false, require_protocol: true };

/** A TRUST_PROXY value (libs/contracts/src/trust-proxy.ts); the message says what is wrong with it. */
const IsTrustProxy = () =>
  ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && trustProxyProblem(value) === null,
      defaultMessage: (args) => `TRUST_PROXY ${trustProxyProblem(String(args?.value))}`,
    },
  });

function trustProxyProblem(value: string): string | null {
  try {
    parseTrustProxy(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** DEVELOPMENT ONLY: the PII key of development and tests (also in scripts/defaults.sh); refused in production. */
export const DEV_PII_ENCRYPTION_KEY = 'de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de70';

/**
 * Every setting of the API and the worker. The only reader of the environment: everything else receives
 * an AppConfig. Development defaults are marked `dev-only`; in production those settings are required.
 */
export class AppConfig {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  API_PORT = 4000;

  @IsString()
  API_HOST = '127.0.0.1';

  @Matches(/^mysql:\/\/.+\/[A-Za-z0-9_]+$/, {
    message: 'DATABASE_URL must look like mysql://user:pass@host:3306/database',
  })
  DATABASE_URL = 'mysql://root@127.0.0.1:3306/restaurant';

  /**
   * Read replicas of DATABASE_URL, comma-separated mysql:// URLs (empty: none). Plain reads of GET requests
   * go to them; writes, transactions, workers and a member's reads right after their own write go to the
   * primary (docs/decisions/091).
   */
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  )
  @Matches(/^mysql:\/\/.+\/[A-Za-z0-9_]+$/, {
    each: true,
    message:
      'DATABASE_REPLICA_URLS must be comma-separated URLs like mysql://user:pass@replica:3306/database',
  })
  DATABASE_REPLICA_URLS: string[] = [];

  /** After a member's write, their reads stay on the primary this long (the replicas' lag must stay below). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(300)
  DATABASE_REPLICA_STICKY_SECONDS = 5;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must look like smtp://host:1025' })
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @IsString()
  MAIL_FROM = 'Restaurant Community <no-reply@restaurant.local>';

  @IsUrl(url)
  PUBLIC_WEB_URL = 'http://127.0.0.1:3000';

  @IsUrl(url)
  PUBLIC_ADMIN_URL = 'http://127.0.0.1:4100';

  @IsUrl(url)
  PUBLIC_API_URL = 'http://127.0.0.1:4000';

  /** Where uploaded files live: `local` (STORAGE_DIR, one host or a shared volume) or `s3` (a bucket). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsString()
  STORAGE_DIR = './var/storage';

  /** The bucket when STORAGE_DRIVER=s3 (required then). It stays private: the API serves every file. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** An S3-compatible server (MinIO, Ceph, R2, the test server); unset means AWS itself. */
  @IsOptional()
  @IsUrl(url)
  S3_ENDPOINT?: string;

  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (most S3-compatible servers). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Static credentials; unset means the SDK's usual chain (instance role, AWS_* variables, ...). */
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Put in front of every key, so that several environments can share one bucket (`staging/`). */
  @Matches(/^([A-Za-z0-9_-]+\/)*$/, { message: 'S3_PREFIX must be empty or end with a slash, like staging/' })
  S3_PREFIX = '';

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';

  @IsString()
  @MinLength(32, { message: 'STAFF_JWT_SECRET must be at least 32 characters' })
  STAFF_JWT_SECRET = 'dev-only-insecure-staff-jwt-secret-change-me-0123';

  /**
   * Encrypts members' PAN and Aadhaar numbers at rest (AES-256-GCM; Atmnirbhar applications): 64 hex
   * characters (32 bytes). The default is for development only; production must set its own (decision 146).
   */
  @Matches(/^[0-9a-f]{64}$/, {
    message: 'PII_ENCRYPTION_KEY must be 64 lower-case hex characters (32 bytes)',
  })
  PII_ENCRYPTION_KEY = DEV_PII_ENCRYPTION_KEY;

  /**
   * Encrypts staff two-factor (TOTP) secrets at rest (AES-256-GCM with a key derived from it; decision
   * 167). Changing it makes every enrolment unreadable: staff then enrol again.
   */
  @IsString()
  @MinLength(32, { message: 'STAFF_TOTP_KEY must be at least 32 characters' })
  STAFF_TOTP_KEY = 'dev-only-insecure-staff-totp-key-change-me-012345';

  /**
   * Signs the proof-of-work challenges of sign-ins after repeated failures (HMAC; decision 218). Changing
   * it only voids the challenges being solved at that moment.
   */
  @IsString()
  @MinLength(32, { message: 'SIGN_IN_CHALLENGE_KEY must be at least 32 characters' })
  SIGN_IN_CHALLENGE_KEY = 'dev-only-insecure-sign-in-challenge-key-change-me';

  /** Two-factor sign-in for every staff role, not only superadmin and finance (who always need it). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  STAFF_2FA_REQUIRED_FOR_ALL = false;

  /**
   * Contacts and CVs an Elite member may reveal a day (UTC) outside a trade relation, before 429 (issue 36,
   * decision 212): enough for real trade, too few to copy the member base.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  CONTACT_REVEALS_PER_DAY = 100;

  /** Requests per minute per client address before 429, for the whole API. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /**
   * Multiplies every per-IP limit, the global one and each route's @Throttle. 1 in production; the e2e
   * stack raises it because all of its browsers come from 127.0.0.1. Per-account limits are not scaled.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(1000)
  RATE_LIMIT_SCALE = 1;

  /**
   * Which peers may name the client's address in X-Forwarded-For (Express "trust proxy" syntax without
   * `true`). Development: loopback, the member site on the same machine. docker-compose: uniquelocal (the
   * compose network). Behind a reverse proxy or load balancer: its addresses or CIDR range. Production
   * must set it: a wrong guess either merges every visitor into one address or lets clients pick theirs.
   */
  @IsTrustProxy()
  TRUST_PROXY = 'loopback';

  @IsOptional()
  @IsString()
  SUPERADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'SUPERADMIN_PASSWORD must be at least 12 characters' })
  SUPERADMIN_PASSWORD?: string;

  /** PayU (members in India). Development talks to the local sandbox; production to secure.payu.in. */
  @IsString()
  @MinLength(1)
  PAYU_KEY = 'dev-only-payu-key';

  @IsString()
  @MinLength(1)
  PAYU_SALT = 'dev-only-payu-salt-0123456789abcdef';

  /** Where the payment form posts (`/_payment` is appended); production https://secure.payu.in. */
  @IsUrl(url)
  PAYU_BASE_URL = 'http://127.0.0.1:4300';

  /** PayU's command API (`verify_payment`); production https://info.payu.in. */
  @IsUrl(url)
  PAYU_INFO_BASE_URL = 'http://127.0.0.1:4300';

  /** Razorpay (members outside India). */
  @IsString()
  @MinLength(1)
  RAZORPAY_KEY_ID = 'rzp_test_devonly0000000';

  @IsString()
  @MinLength(1)
  RAZORPAY_KEY_SECRET = 'dev-only-razorpay-key-secret';

  @IsString()
  @MinLength(1)
  RAZORPAY_WEBHOOK_SECRET = 'dev-only-razorpay-webhook-secret';

  /** Razorpay's REST API; production https://api.razorpay.com. */
  @IsUrl(url)
  RAZORPAY_BASE_URL = 'http://127.0.0.1:4301';

  /** Razorpay Checkout's script; production https://checkout.razorpay.com/v1/checkout.js. */
  @IsUrl(url)
  RAZORPAY_CHECKOUT_SCRIPT_URL = 'http://127.0.0.1:4301/v1/checkout.js';

  /**
   * How long the e-mail worker holds a job before another worker may take it over, and how often it looks
   * for such stalled jobs (a worker that died mid-job). BullMQ's 30 s; tests shorten both.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(500)
  MAIL_QUEUE_LOCK_MS = 30_000;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(500)
  MAIL_QUEUE_STALLED_INTERVAL_MS = 30_000;

  /** The same two for the invoice worker: when a dead worker's invoices are taken over. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(500)
  INVOICE_QUEUE_LOCK_MS = 30_000;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(500)
  INVOICE_QUEUE_STALLED_INTERVAL_MS = 30_000;

  @IsIn(['debug', 'info', 'warn', 'error'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' = 'info';

  // The grievance officer named on the grievance page (IT Rules 2021, rule 3(2)). The defaults are DEV-ONLY
  // placeholders; production must name the real officer (docs/decisions/129).
  @IsString()
  @MinLength(2)
  GRIEVANCE_OFFICER_NAME = 'DEV-ONLY Grievance Officer (set GRIEVANCE_OFFICER_NAME)';

  @IsString()
  @Matches(/^[^@\s]+@[^@\s]+$/, { message: 'GRIEVANCE_EMAIL must be an e-mail address' })
  GRIEVANCE_EMAIL = 'grievance@restaurant.local';

  // Where the contact form's messages are mailed (issue 14; they are also in the console's inbox). The
  // default is a DEV-ONLY address caught by the local mail catcher.
  @IsString()
  @Matches(/^[^@\s]+@[^@\s]+$/, { message: 'CONTACT_INBOX_EMAIL must be an e-mail address' })
  CONTACT_INBOX_EMAIL = 'contact-inbox@restaurant.local';

  // The seller printed on every GST invoice. The defaults are DEV-ONLY sample data (no real business, a
  // GSTIN of the right shape only); the invoices module refuses them in production.
  @IsString()
  @MinLength(2)
  SUPPLIER_NAME = 'DEV-ONLY Sample Supplier (not a real business)';

  @IsString()
  @MinLength(5)
  SUPPLIER_ADDRESS = 'DEV-ONLY sample address, Ring Road, Surat, Gujarat 395002, India';

  @Matches(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, {
    message: 'SUPPLIER_GSTIN must be a 15-character GSTIN',
  })
  SUPPLIER_GSTIN = '24AAAAA0000A1Z8';

  /** The supplier's state as a locations state id (Gujarat 4030). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  SUPPLIER_STATE_ID = 4030;

  /** The supplier's GST state code (Gujarat 24): the first two digits of its GSTIN. */
  @Matches(/^[0-9]{2}$/, { message: 'SUPPLIER_STATE_CODE must be two digits' })
  SUPPLIER_STATE_CODE = '24';

  @IsOptional()
  @Matches(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { message: 'SUPPLIER_PAN must be a 10-character PAN' })
  SUPPLIER_PAN?: string;

  /** Reference (ARN) of the letter of undertaking printed on export invoices, when the supplier has one. */
  @IsOptional()
  @IsString()
  SUPPLIER_LUT_REF?: string;

  /** SAC (services accounting code) of the memberships and badges sold. */
  @Matches(/^99[0-9]{4}$/, { message: 'INVOICE_SAC must be a 6-digit SAC starting with 99' })
  INVOICE_SAC = '998599';

  /** Letters or digits in front of every invoice number (at most 4, so numbers stay within 16 characters). */
  @Matches(/^[A-Z0-9]{0,4}$/, { message: 'INVOICE_PREFIX must be at most 4 capital letters or digits' })
  INVOICE_PREFIX = 'RC';

  /** The commit the running build was made from (the image build sets it); shown on the console's status. */
  @IsOptional()
  @Matches(/^[0-9a-f]{7,40}$/, { message: 'APP_COMMIT must be a git commit hash' })
  APP_COMMIT?: string;

  /**
   * Where backup archives are written and kept (core/backup, docs/operations.md). The default is for
   * development; production points it at a volume of its own, not the storage's.
   */
  @IsString()
  @MinLength(1)
  BACKUP_DIR = './var/backups';

  /** When the worker makes its backup: a cron pattern in UTC (BullMQ job scheduler); daily at 02:30. */
  @Matches(/^(\S+\s+){4}\S+$/, { message: 'BACKUP_SCHEDULE must be a cron pattern such as "30 2 * * *"' })
  BACKUP_SCHEDULE = '30 2 * * *';

  /** Retention: the newest backup of each of the last N days, and of each of the last M ISO weeks. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(366)
  BACKUP_KEEP_DAILY = 7;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(520)
  BACKUP_KEEP_WEEKLY = 4;

  /**
   * A bucket each backup is copied to once made (on the S3 server of S3_ENDPOINT / S3_REGION, with the S3_*
   * credentials), and where retention removes it too. Unset (the default): backups stay in BACKUP_DIR only.
   * Best another bucket than the storage's (S3_BUCKET), with versioning or object lock (docs/operations.md).
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'BACKUP_S3_BUCKET must be a valid bucket name' })
  BACKUP_S3_BUCKET?: string;

  /** Put in front of each copy's key in BACKUP_S3_BUCKET (`backups/restaurant-backup-….tar.gz`). */
  @Matches(/^([A-Za-z0-9_-]+\/)*$/, {
    message: 'BACKUP_S3_PREFIX must be empty or end with a slash, like backups/',
  })
  BACKUP_S3_PREFIX = 'backups/';

  /**
   * The internal port of Prometheus metrics (`GET /metrics`), a listener apart from the public API, bound
   * to METRICS_HOST. 0 turns it off. The worker listens on METRICS_PORT + 1.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(65534)
  METRICS_PORT = 9464;

  /**
   * How long each kind of listing lives from posting or renewal, in days (decision 348): requirements
   * 30, jobs 60, franchise offers and restaurants for sale 90.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(3650)
  LISTING_DAYS_REQUIREMENT = 30;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(3650)
  LISTING_DAYS_JOB = 60;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(3650)
  LISTING_DAYS_FRANCHISE = 90;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(3650)
  LISTING_DAYS_SALE = 90;

  /** Loopback by default: only the machine (or a scraper beside it) reaches the metrics. */
  @IsString()
  METRICS_HOST = '127.0.0.1';

  /**
   * An OTLP/HTTP receiver (a collector, Jaeger, Tempo: `http://collector:4318`): the API and the worker send
   * their traces to `<it>/v1/traces`. Unset (the default): no tracing at all (docs/decisions/265).
   */
  @IsOptional()
  @IsUrl(
    { ...url, protocols: ['http', 'https'] },
    { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' },
  )
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** The service name on the spans; by default `restaurant-api` and `restaurant-worker`. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{1,64}$/, { message: 'OTEL_SERVICE_NAME must be 1-64 of A-Za-z0-9._-' })
  OTEL_SERVICE_NAME?: string;

  /** The share of requests traced (a job follows its request's choice): 1 = all, 0.1 = one in ten. */
  @Transform(({ value }) => Number(value))
  @IsNumber({}, { message: 'OTEL_TRACES_SAMPLE_RATIO must be a number from 0 to 1' })
  @Min(0)
  @Max(1)
  OTEL_TRACES_SAMPLE_RATIO = 1;

  /** How often finished spans are sent, in ms (the OpenTelemetry setting of that name). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(10)
  @Max(60_000)
  OTEL_BSP_SCHEDULE_DELAY = 5000;

  /**
   * On SIGTERM, how long the API waits for the requests in flight (it accepts no new ones meanwhile) and
   * the worker for its running jobs, before giving up on them (docs/decisions/266). Keep it under the
   * orchestrator's own grace period (compose: stop_grace_period; Kubernetes: 30 s).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(100)
  @Max(600_000)
  SHUTDOWN_TIMEOUT_MS = 20_000;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** TRUST_PROXY as Express takes it (`app.set('trust proxy', …)`). */
  get trustProxy(): TrustProxy {
    return parseTrustProxy(this.TRUST_PROXY);
  }
}

/**
 * Secrets production must set to its own values: each is refused when missing, when it is its development
 * default, or when it carries the `dev-only` mark of the development values (scripts/defaults.sh, .env
 * examples), so a development secret copied into a deployment stops it at start.
 */
const REQUIRED_SECRETS = [
  'JWT_SECRET',
  'STAFF_JWT_SECRET',
  'STAFF_TOTP_KEY',
  'PII_ENCRYPTION_KEY',
  'SIGN_IN_CHALLENGE_KEY',
  'PAYU_KEY',
  'PAYU_SALT',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** Secrets production may leave unset, but never with a development value. */
const OPTIONAL_SECRETS = ['SUPERADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY'] as const;

/** The development superadmin's password (scripts/defaults.sh, @app/contracts DEV_SUPERADMIN): public. */
const DEV_SUPERADMIN_PASSWORD = 'dev-only-Admin#2026';

/** How every development-only value is marked (`dev-only-…`, `rzp_test_devonly…`). */
const DEV_ONLY_MARK = /dev-?only/i;

/** Why production refuses this secret's value, or null when it may be used. */
function devOnlySecretProblem(
  key: (typeof REQUIRED_SECRETS)[number] | (typeof OPTIONAL_SECRETS)[number],
  value: string | undefined,
): string | null {
  const required = (REQUIRED_SECRETS as readonly string[]).includes(key);
  if (!value) return required ? 'the default is for development only' : null;
  const developmentDefault = key === 'SUPERADMIN_PASSWORD' ? DEV_SUPERADMIN_PASSWORD : new AppConfig()[key];
  if (value === developmentDefault) return 'this is the development default';
  if (DEV_ONLY_MARK.test(value)) return 'this is a development-only value';
  return null;
}

/** Addresses whose development default is a local sandbox: production names the real provider. */
const SANDBOX_ADDRESSES = [
  'PAYU_BASE_URL',
  'PAYU_INFO_BASE_URL',
  'RAZORPAY_BASE_URL',
  'RAZORPAY_CHECKOUT_SCRIPT_URL',
] as const;

export class ConfigError extends Error {}

/** Builds and validates the configuration from an environment; throws a ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => key in new AppConfig() && value !== undefined && value !== '',
    ),
  );
  const config = plainToInstance(AppConfig, present);
  const problems = validateSync(config, { forbidUnknownValues: false }).map((error) => {
    const reasons = Object.values(error.constraints ?? {}).join('; ');
    return `${error.property}: ${reasons}`;
  });
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    problems.push('S3_BUCKET: must be set when STORAGE_DRIVER=s3');
  }
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (config.NODE_ENV === 'production') {
    for (const key of [...REQUIRED_SECRETS, ...OPTIONAL_SECRETS]) {
      const problem = devOnlySecretProblem(key, present[key]);
      if (problem) problems.push(`${key}: must be set in production to this deployment's own (${problem})`);
    }
    // Any other setting with a development-only value (a password in SMTP_URL or DATABASE_URL, say).
    for (const [key, value] of Object.entries(present)) {
      if (
        ![...REQUIRED_SECRETS, ...OPTIONAL_SECRETS].includes(key as (typeof REQUIRED_SECRETS)[number]) &&
        DEV_ONLY_MARK.test(String(value))
      ) {
        problems.push(`${key}: has a development-only value, refused in production`);
      }
    }
    for (const key of SANDBOX_ADDRESSES) {
      if (!present[key]) problems.push(`${key}: must be set in production (the default is a local sandbox)`);
    }
    if (!present.TRUST_PROXY) {
      problems.push(
        'TRUST_PROXY: must be set in production (name the proxies in front of the API, or false)',
      );
    }
  }
  if (problems.length) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  return config;
}

/**
 * The settings of this process, or undefined when one is wrong: for code that runs before the app (the
 * tracing setup) and leaves the message naming the wrong setting to the app's own start.
 */
export function configFromProcessIfValid(): AppConfig | undefined {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}
