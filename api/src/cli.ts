import 'reflect-metadata';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { STAFF_ROLES, type StaffRole, USER_TYPE_TEXT } from '@app/contracts';
import { CoreModule } from './core/core.module';
import { AppConfig } from './core/config/app-config';
import { configFromProcess } from './core/config/config.module';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo/demo-data';
import { seedBillingDemo } from './demo/billing-demo';
import { seedFollowsDemo } from './demo/follows-demo';
import { seedMarketplaceDemo } from './demo/marketplace-demo';
import { seedSocialDemo } from './demo/social-demo';
import { AccountsService } from './modules/accounts/accounts.service';
import { DOMAIN_MODULES } from './modules/domain.modules';
import { StaffService } from './modules/staff/staff.service';

@Module({ imports: [CoreModule, ...DOMAIN_MODULES] })
class CliModule {}

const USAGE = `usage: node api/dist/cli.js <command>
  seed                      load idempotent demo data (not in production)
  demo-logins               print the demo logins
  create-staff EMAIL ROLE   create or reset a staff account; the password is read from STAFF_PASSWORD
  create-superadmin         create or reset the superadmin from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD`;

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
  await seedMarketplaceDemo(app);
  console.log(`Demo data loaded: ${DEMO_STAFF.length + 1} staff, ${DEMO_MEMBERS.length} members.`);
}

async function createSuperadmin(app: INestApplicationContext, config: AppConfig) {
  const email = config.SUPERADMIN_EMAIL;
  const password = config.SUPERADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('Set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD (12+ characters) first');
  const result = await app
    .get(StaffService)
    .upsert({ email, password, name: 'Superadmin', role: 'superadmin' });
  console.log(`Superadmin ${email} ${result.created ? 'created' : 'updated'}.`);
}

async function createStaff(
  app: INestApplicationContext,
  email: string | undefined,
  role: string | undefined,
) {
  const password = process.env.STAFF_PASSWORD;
  if (!email || !STAFF_ROLES.includes(role as StaffRole) || !password || password.length < 12) {
    throw new Error(
      `create-staff needs an EMAIL, a ROLE (${STAFF_ROLES.join(', ')}) and STAFF_PASSWORD of 12+ characters`,
    );
  }
  const result = await app
    .get(StaffService)
    .upsert({ email, password, name: email.split('@')[0]!, role: role as StaffRole });
  console.log(`Staff ${email} (${role}) ${result.created ? 'created' : 'updated'}.`);
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
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['seed', 'demo-logins', 'create-staff', 'create-superadmin'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'demo-logins') {
    printDemoLogins(configFromProcess());
    return;
  }
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    const config = app.get(AppConfig);
    if (command === 'seed') await seed(app, config);
    else if (command === 'create-superadmin') await createSuperadmin(app, config);
    else await createStaff(app, args[0], args[1]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
