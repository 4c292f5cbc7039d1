import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { STAFF_ROLES, type StaffRole } from '@app/contracts';
import { createSuperadmin, withCliContext } from './cli-context';
import { restoreBackup } from './core/backup/backup-archive';
import { BackupService } from './core/backup/backup.service';
import { storageDriverFor } from './core/storage/storage.module';
import { AppConfig } from './core/config/app-config';
import { configFromProcess } from './core/config/config.module';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './core/auth/common-passwords';
import { SessionService } from './core/auth/session.service';
import { StaffService } from './modules/staff/staff.service';
import { TwoFactorService } from './modules/staff/two-factor/two-factor.service';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { fillListingSoundKeys } from './modules/marketplace/common/search-text';
import { fillPostSoundKeys } from './modules/search';
import { retryFailedJobs } from './core/queue/failed-jobs';
import { bullConnection } from './core/queue/queue.module';
import { QueueName } from './core/queue/queue-names';

// The commands a production deployment runs. Demo data and its logins live in the development-only CLI
// (src/dev/cli.ts), which the production image does not contain (docs/decisions/066).
const USAGE = `usage: node api/dist/cli.js <command>
  create-staff EMAIL ROLE   create or reset a staff account; the password is read from STAFF_PASSWORD
  create-superadmin         create or reset the superadmin from SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD
  reset-2fa EMAIL           turn a staff member's two-factor sign-in off (they set it up again at sign-in)
  backup                    make a backup now (database, stored files, settings) into BACKUP_DIR
  restore ARCHIVE           restore a backup into the empty database of DATABASE_URL and the empty store
  fill-search-keys          write the sound keys (search across scripts) of the posts and listings saved
                            before them; resumable, idempotent
  retry-failed-jobs [QUEUE] put the jobs that failed for good back in line (one queue, or all of them):
                            ${Object.values(QueueName).join(', ')}
(development only: node api/dist/dev/cli.js seed|demo-logins|totp-code)`;

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
  if (isCommonPassword(password)) throw new Error(`create-staff: ${COMMON_PASSWORD_MESSAGE}`);
  const result = await app
    .get(StaffService)
    .upsert({ email, password, name: email.split('@')[0]!, role: role as StaffRole });
  console.log(`Staff ${email} (${role}) ${result.created ? 'created' : 'updated'}.`);
}

/** Failed jobs (a mail after its last retry, say) go back in line; the worker takes them when it runs. */
async function retryFailed(config: AppConfig, name: string | undefined) {
  const names = Object.values(QueueName) as string[];
  if (name !== undefined && !names.includes(name))
    throw new Error(`retry-failed-jobs: unknown queue "${name}"; one of ${names.join(', ')}`);
  for (const queueName of name ? [name] : names) {
    const queue = new Queue(queueName, { connection: bullConnection(config.REDIS_URL) });
    try {
      console.log(`${queueName}: ${await retryFailedJobs(queue)} failed job(s) retried`);
    } finally {
      await queue.close();
    }
  }
}

/** The break-glass for a superadmin who lost both phone and recovery codes (there is no console for them). */
async function resetTwoFactor(app: INestApplicationContext, email: string | undefined) {
  const id = email ? await app.get(StaffService).idOf(email) : null;
  if (!id) throw new Error('reset-2fa needs the EMAIL of a staff account');
  await app.get(TwoFactorService).disable(id);
  await app.get(SessionService).revokeAll('staff', id);
  console.log(`Two-factor sign-in of ${email} is off; they set it up again at their next sign-in.`);
}

/** `npm run restore -- ARCHIVE`: no Nest application, which would expect the tables the restore creates. */
async function restore(config: AppConfig, archive: string | undefined) {
  if (!archive) throw new Error('restore needs the ARCHIVE to restore (a .tar.gz made by backup)');
  const storage = storageDriverFor(config);
  const result = await restoreBackup({ archive, databaseUrl: config.DATABASE_URL, storage });
  console.log(
    `Restored ${result.manifest.created_at} (${result.manifest.entries.length} parts, ${result.files} files) ` +
      `in ${result.durationMs} ms.`,
  );
}

/** Decision 412: the sound keys of the rows written before search across scripts. */
async function fillSearchKeys(app: INestApplicationContext) {
  const db = app.get(DataSource);
  const started = Date.now();
  const posts = await fillPostSoundKeys(db, (done) => {
    if (done % 100_000 === 0) console.log(`${done} posts keyed`);
  });
  const listings = await fillListingSoundKeys(db);
  console.log(`Keyed ${posts} posts and ${listings} listings in ${Date.now() - started} ms.`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (
    !command ||
    ![
      'create-staff',
      'create-superadmin',
      'reset-2fa',
      'retry-failed-jobs',
      'backup',
      'restore',
      'fill-search-keys',
    ].includes(command)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'retry-failed-jobs') {
    await retryFailed(configFromProcess(), args[0]);
    return;
  }
  if (command === 'restore') {
    await restore(configFromProcess(), args[0]);
    return;
  }
  await withCliContext(async (app) => {
    if (command === 'backup') {
      const run = await app.get(BackupService).perform(null, 'cli');
      console.log(
        `Backup ${run.file_name} (${run.size_bytes} bytes, sha256 ${run.sha256}) in ${run.duration_ms} ms.`,
      );
    } else if (command === 'fill-search-keys') await fillSearchKeys(app);
    else if (command === 'create-superadmin') await createSuperadmin(app, app.get(AppConfig));
    else if (command === 'reset-2fa') await resetTwoFactor(app, args[0]);
    else await createStaff(app, args[0], args[1]);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
