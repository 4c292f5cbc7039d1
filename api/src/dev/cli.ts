import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { USER_TYPE_TEXT } from '@app/contracts';
import { createSuperadmin, withCliContext } from '../cli-context';
import { AppConfig } from '../core/config/app-config';
import { configFromProcess } from '../core/config/config.module';
import { AccountsService } from '../modules/accounts/accounts.service';
import { DEV_SUPERADMIN, DEV_TOTP_SECRETS } from '@app/contracts/demo';
import { StaffService } from '../modules/staff/staff.service';
import { seedAgentsDemo } from './demo/agents-demo';
import { TwoFactorService } from '../modules/staff/two-factor/two-factor.service';
import { totpCode } from '../modules/staff/two-factor/totp';
import { seedBillingDemo } from './demo/billing-demo';
import { seedContentDemo } from './demo/content-demo';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo/demo-data';
import { seedFollowsDemo } from './demo/follows-demo';
import { seedMarketplaceDemo } from './demo/marketplace-demo';
import { seedModerationDemo } from './demo/moderation-demo';
import { seedSocialDemo } from './demo/social-demo';

// DEVELOPMENT ONLY: demo data with published passwords, for `npm start`, the e2e suite and the bench.
// The production image is built without src/dev (.dockerignore), so neither this CLI nor the demo data
// ships (docs/decisions/066); seed also refuses NODE_ENV=production wherever it runs.
const USAGE = `usage: node api/dist/dev/cli.js <command>   (development only)
  seed          load idempotent demo data (the superadmin, demo staff and members, posts, coupons)
  demo-logins   print the demo logins
  totp-code [EMAIL]  print the current two-factor code of a demo staff account (default: the superadmin)`;

async function seed(app: INestApplicationContext, config: AppConfig) {
  if (config.isProduction)
    throw new Error('seed loads demo data with development passwords; it does not run in production');
  const superadmin = await createSuperadmin(app, config);
  const staff = app.get(StaffService);
  const twoFactor = app.get(TwoFactorService);
  await twoFactor.enrolWithSecret(superadmin, DEV_TOTP_SECRETS[DEV_SUPERADMIN.email]!);
  for (const person of DEMO_STAFF) {
    const { id } = await staff.upsert({ ...person, password: DEMO_STAFF_PASSWORD });
    const secret = DEV_TOTP_SECRETS[person.email];
    if (secret) await twoFactor.enrolWithSecret(id, secret);
  }
  const accounts = app.get(AccountsService);
  for (const member of DEMO_MEMBERS)
    await accounts.upsertVerifiedMember({ ...member, password: DEMO_MEMBER_PASSWORD });
  await seedFollowsDemo(app);
  await seedSocialDemo(app);
  await seedBillingDemo(app);
  await seedAgentsDemo(app);
  await seedMarketplaceDemo(app);
  await seedModerationDemo(app);
  await seedContentDemo(app);
  console.log(`Demo data loaded: ${DEMO_STAFF.length + 1} staff, ${DEMO_MEMBERS.length} members.`);
}

/** The superadmin's secret serves whatever SUPERADMIN_EMAIL names (seed enrols it with that one). */
function devSecret(email: string, config: AppConfig): string | undefined {
  if (email === config.SUPERADMIN_EMAIL) return DEV_TOTP_SECRETS[DEV_SUPERADMIN.email];
  return DEV_TOTP_SECRETS[email];
}

function printTotpCode(config: AppConfig, email = config.SUPERADMIN_EMAIL ?? DEV_SUPERADMIN.email) {
  if (config.isProduction) throw new Error('totp-code is for development only');
  const secret = devSecret(email.toLowerCase(), config);
  if (!secret) throw new Error(`${email} has no development two-factor secret`);
  console.log(totpCode(secret, Date.now()));
}

function printDemoLogins(config: AppConfig) {
  const rows = [
    [
      'console',
      config.SUPERADMIN_EMAIL ?? '(SUPERADMIN_EMAIL)',
      config.SUPERADMIN_PASSWORD ?? '(SUPERADMIN_PASSWORD)',
      'superadmin, two-factor: totp-code',
    ],
    ...DEMO_STAFF.map((s) => [
      'console',
      s.email,
      DEMO_STAFF_PASSWORD,
      devSecret(s.email, config) ? `${s.role}, two-factor: totp-code ${s.email}` : s.role,
    ]),
    ...DEMO_MEMBERS.map((m) => ['site', m.email, DEMO_MEMBER_PASSWORD, USER_TYPE_TEXT[m.user_type]]),
  ];
  const width = Math.max(...rows.map((r) => r[1]!.length));
  for (const [where, email, password, role] of rows)
    console.log(`  ${where!.padEnd(8)} ${email!.padEnd(width)}  ${password}  (${role})`);
}

async function main() {
  const command = process.argv[2];
  if (command === 'demo-logins') return printDemoLogins(configFromProcess());
  if (command === 'totp-code') return printTotpCode(configFromProcess(), process.argv[3]);
  if (command !== 'seed') {
    console.error(USAGE);
    process.exit(2);
  }
  await withCliContext((app) => seed(app, app.get(AppConfig)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
