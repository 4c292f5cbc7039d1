import { describe, expect, it } from '@jest/globals';
import { EnvSchema } from './env.server';

const problems = (env: Record<string, string>) => {
  const parsed = EnvSchema.safeParse(env);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the site settings', () => {
  it('refuses production without a session secret or with a development one', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: is required in production']);
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'dev-only-insecure-session-secret' })).toEqual([
      'SESSION_SECRET: must not be the development default in production',
    ]);
    // Any development-marked secret, also as an old secret kept for rotation.
    expect(
      problems({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-secret-0123456789,my-DEV-ONLY-secret' }),
    ).toHaveLength(1);
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-secret-0123456789' })).toEqual([]);
  });

  it('lets development and tests run with the development secret', () => {
    const parsed = EnvSchema.parse({ NODE_ENV: 'test' });
    expect(parsed.SESSION_SECRETS).toEqual(['dev-only-insecure-session-secret']);
  });
});
