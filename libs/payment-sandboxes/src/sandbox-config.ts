import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const url = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const port = () => Transform(({ value }) => Number(value));

/**
 * Settings of the local payment provider sandboxes (libs/payment-sandboxes/dist/main.js). They read the same
 * PAYU_* / RAZORPAY_* credentials as the API, so that both sides agree on keys, salts and secrets, and
 * their defaults equal the development defaults of scripts/defaults.sh. The only reader of the environment
 * in this entry point.
 */
export class SandboxConfig {
  @IsIn(['development', 'test'], {
    message: 'NODE_ENV: the payment sandboxes are for development and tests only',
  })
  NODE_ENV: 'development' | 'test' = 'development';

  /** Where both sandboxes listen; the loopback interface unless a container setup needs another. */
  @IsString()
  PAYMENT_SANDBOX_HOST = '127.0.0.1';

  @port()
  @IsInt()
  @Min(1)
  @Max(65535)
  PAYU_SANDBOX_PORT = 4300;

  @port()
  @IsInt()
  @Min(1)
  @Max(65535)
  RAZORPAY_SANDBOX_PORT = 4301;

  @IsString()
  @MinLength(1)
  PAYU_KEY = 'dev-only-payu-key';

  @IsString()
  @MinLength(8, { message: 'PAYU_SALT must be at least 8 characters' })
  PAYU_SALT = 'dev-only-payu-salt-0123456789abcdef';

  /** Any test key; a live key (rzp_live_…) is refused, so real credentials never meet the sandbox. */
  @Matches(/^(?!rzp_live_).+$/, {
    message: 'RAZORPAY_KEY_ID: the sandbox never takes live keys (rzp_live_...)',
  })
  RAZORPAY_KEY_ID = 'rzp_test_devonly0000000';

  @IsString()
  @MinLength(8, { message: 'RAZORPAY_KEY_SECRET must be at least 8 characters' })
  RAZORPAY_KEY_SECRET = 'dev-only-razorpay-key-secret';

  @IsString()
  @MinLength(8, { message: 'RAZORPAY_WEBHOOK_SECRET must be at least 8 characters' })
  RAZORPAY_WEBHOOK_SECRET = 'dev-only-razorpay-webhook-secret';

  /** Where PayU's server-to-server notifications go; unset: none are sent. */
  @IsOptional()
  @IsUrl(url)
  PAYU_SANDBOX_WEBHOOK_URL?: string;

  /** Where Razorpay's signed webhooks go; unset: none are sent. */
  @IsOptional()
  @IsUrl(url)
  RAZORPAY_SANDBOX_WEBHOOK_URL?: string;

  @IsIn(['debug', 'info', 'warn', 'error'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' = 'info';
}

export class SandboxConfigError extends Error {}

/** Builds and validates the sandboxes' settings from an environment; throws naming each bad setting. */
export function loadSandboxConfig(env: Record<string, string | undefined>): SandboxConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => key in new SandboxConfig() && value !== undefined && value !== '',
    ),
  );
  const config = plainToInstance(SandboxConfig, present);
  const problems = validateSync(config, { forbidUnknownValues: false }).map(
    (error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`,
  );
  if (problems.length) throw new SandboxConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  return config;
}
