import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BackupModule } from './core/backup/backup.module';
import { CoreModule } from './core/core.module';
import type { AppConfig } from './core/config/app-config';
import { DOMAIN_MODULES } from './modules/domain.modules';
import { StaffService } from './modules/staff/staff.service';

/** Every module, no HTTP and no queue processors: what a one-off command needs. */
@Module({ imports: [CoreModule, ...DOMAIN_MODULES, BackupModule] })
class CliModule {}

/** Runs one command in an application context that is closed afterwards, whatever happens. */
export async function withCliContext<T>(run: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** Creates (or resets the password of) the superadmin named by SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD. */
export async function createSuperadmin(app: INestApplicationContext, config: AppConfig): Promise<number> {
  const email = config.SUPERADMIN_EMAIL;
  const password = config.SUPERADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('Set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD (12+ characters) first');
  const result = await app
    .get(StaffService)
    .upsert({ email, password, name: 'Superadmin', role: 'superadmin' });
  console.log(`Superadmin ${email} ${result.created ? 'created' : 'updated'}.`);
  return result.id;
}
