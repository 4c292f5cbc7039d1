import { z } from 'zod';

/**
 * The member site's settings: the one place in the site that reads `process.env`. A wrong setting stops the
 * server at start with a message that names it, instead of failing on the first request that needs it.
 */

const DEV_SESSION_SECRET = 'dev-only-insecure-session-secret';

/** How every development-only value is marked (as the API reads it: api/src/core/config/app-config.ts). */
const DEV_ONLY_MARK = /dev-?only/i;

// An empty value (`SUPPORT_EMAIL=` in a .env file) means "not set", so the default applies.
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
    API_URL: optional(
      z
        .string()
        .url()
        .default('http://127.0.0.1:4000')
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    // Comma-separated: the first secret signs new cookies, the others still verify old ones (rotation).
    SESSION_SECRET: optional(z.string().min(1).optional()),
    // Where visitors reach the site; an https address makes the session cookie Secure.
    PUBLIC_WEB_URL: optional(z.string().url().default('http://127.0.0.1:3000')),
    SUPPORT_EMAIL: optional(z.string().email().default('support@restaurant.local')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    } else if (env.SESSION_SECRET.split(',').some((secret) => DEV_ONLY_MARK.test(secret))) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SESSION_SECRET'],
        message: 'must not be the development default in production',
      });
    }
  })
  .transform(({ SESSION_SECRET, ...rest }) => ({
    ...rest,
    SESSION_SECRETS: (SESSION_SECRET ?? DEV_SESSION_SECRET)
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
  }));

export type Env = z.infer<typeof EnvSchema>;

function loadEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  console.error(`member-web: invalid settings, not starting:\n${problems.join('\n')}`);
  process.exit(1);
}

export const env = loadEnv();
