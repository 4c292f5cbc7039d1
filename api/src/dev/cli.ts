import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { USER_TYPE_TEXT } from '@app/contracts';
import { createSuperadmin, withCliContext } from '../cli-context';
import { AppConfig } from '../core/config/app-config';
import { configFromProcess } from '../core/config/config.module';
import { AccountsService } from '../modules/accounts/accounts.service';
import { StaffService } from '../modules/staff/staff.service';
import { seedAgentsDemo } from './demo/agents-demo';
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
  demo-logins   print the demo logins`;

async function seed(app: INestApplicationContext, config: AppConfig) {
  if (config.isProduction)
    throw new Error('seed loads demo data with development passwords; it does not run in production');
  await createSuperadmin(app, config);
  const staff = app.get(StaffService);
  for (const person of DEMO_STAFF) await staff.upsert({ ...person, password: DEMO_STAFF_PASSWORD });
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

function printDemoLogins(config: AppConfig) {
  const rows = [
    [
      'console',
      config.SUPERADMIN_EMAIL ?? '(SUPERADMIN_EMAIL)',
      config.SUPERADMIN_PASSWORD ?? '(SUPERADMIN_PASSWORD)',
      'superadmin',
    ],
    ...DEMO_STAFF.map((s) => ['console', s.email, DEMO_STAFF_PASSWORD, s.role]),
    ...DEMO_MEMBERS.map((m) => ['site', m.email, DEMO_MEMBER_PASSWORD, USER_TYPE_TEXT[m.user_type]]),
  ];
  const width = Math.max(...rows.map((r) => r[1]!.length));
  for (const [where, email, password, role] of rows)
    console.log(`  ${where!.padEnd(8)} ${email!.padEnd(width)}  ${password}  (${role})`);
}

async function main() {
  const command = process.argv[2];
  if (command === 'demo-logins') return printDemoLogins(configFromProcess());
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
