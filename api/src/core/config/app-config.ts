import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';

const url = { require_tld: false, require_protocol: true };

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

  @Matches(/^mysql:\/\/.+\/[A-Za-z0-9_]+$/, { message: 'DATABASE_URL must look like mysql://user:pass@host:3306/database' })
  DATABASE_URL = 'mysql://root@127.0.0.1:3306/restaurant';

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

  @IsString()
  STORAGE_DIR = './var/storage';

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';

  @IsString()
  @MinLength(32, { message: 'STAFF_JWT_SECRET must be at least 32 characters' })
  STAFF_JWT_SECRET = 'dev-only-insecure-staff-jwt-secret-change-me-0123';

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

  @IsOptional()
  @IsString()
  SUPERADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'SUPERADMIN_PASSWORD must be at least 12 characters' })
  SUPERADMIN_PASSWORD?: string;

  @IsIn(['debug', 'info', 'warn', 'error'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' = 'info';

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

/** Settings whose development default must never reach production. */
const DEV_ONLY_SECRETS = ['JWT_SECRET', 'STAFF_JWT_SECRET'] as const;

export class ConfigError extends Error {}

/** Builds and validates the configuration from an environment; throws a ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in new AppConfig() && value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, present);
  const problems = validateSync(config, { forbidUnknownValues: false }).map((error) => {
    const reasons = Object.values(error.constraints ?? {}).join('; ');
    return `${error.property}: ${reasons}`;
  });
  if (config.NODE_ENV === 'production') {
    for (const key of DEV_ONLY_SECRETS) {
      if (!present[key]) problems.push(`${key}: must be set in production (the default is for development only)`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  return config;
}
