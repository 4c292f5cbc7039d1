import { createHmac, randomBytes } from 'node:crypto';
import { type Readable, Writable } from 'node:stream';
import { DATA_EXPORT_LINK_HOURS, DataRightsMessages, memberLanguage } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { LessThan, type Repository } from 'typeorm';
import type { Principal } from '../../core/auth/auth.decorators';
import { AppConfig } from '../../core/config/app-config';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-error';
import { ZipWriter } from '../../core/exports/zip-writer';
import { MailService } from '../../core/mail/mail.service';
import { MaintenanceTasksService } from '../../core/maintenance/maintenance-tasks';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../core/queue/queue-names';
import { StorageDriver } from '../../core/storage/storage.driver';
import { MemberAccountDataService } from '../members';
import { DataExportEntity } from './entities/data-export.entity';

export const DATA_EXPORT_JOB = 'data-export';
export interface DataExportJobData {
  exportId: number;
}

/** Files larger than this are listed in the export but not copied (the finished zip is stored from memory). */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** The export's files together stop here; the rest are listed as not included. */
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;
const PREFIX = 'private/data-exports';

/** A stream that keeps what is written to it, for storage.put (which takes the whole file). */
function memorySink(): { sink: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

/**
 * A member's data export (issue 14, docs/decisions/151): asked for in the settings, built on the
 * `data-export` queue from every module's registered part (the member's own rows and files only), stored
 * privately, and mailed as a link with a random 256-bit token (only its HMAC is stored) that works
 * DATA_EXPORT_LINK_HOURS hours.
 */
@Injectable()
export class DataExportsService implements OnModuleInit {
  private readonly logger = new Logger(DataExportsService.name);

  constructor(
    @InjectRepository(DataExportEntity) private readonly exports: Repository<DataExportEntity>,
    @InjectQueue(QueueName.DataExport) private readonly queue: Queue<DataExportJobData>,
    private readonly accounts: MemberAccountDataService,
    private readonly parts: MemberDataPartsService,
    private readonly storage: StorageDriver,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  onModuleInit() {
    this.tasks.register({
      name: 'data-rights.remove-expired-exports',
      everyMs: 3_600_000,
      run: (now) => this.removeExpired(now),
    });
  }

  async request(principal: Principal): Promise<void> {
    if (principal.kind !== 'member') throw new ForbiddenError('Only members can export their data.');
    const saved = await this.exports.save(this.exports.create({ user_id: principal.id }));
    await this.queue.add(
      DATA_EXPORT_JOB,
      { exportId: saved.id },
      { ...DEFAULT_JOB_OPTIONS, jobId: `export-${saved.id}` },
    );
  }

  /** The job: builds the zip, stores it, mails the link. Running it again for a ready export does nothing. */
  async build(exportId: number, now = new Date()): Promise<void> {
    const job = await this.exports.findOneBy({ id: exportId });
    if (!job || job.status !== 'queued') return;
    const account = await this.accounts.own(job.user_id);
    if (!account) {
      await this.exports.update(job.id, { status: 'failed' });
      return;
    }
    // Each file goes from storage through the zip writer as it is read: only the archive is held whole.
    const { sink, bytes } = memorySink();
    const zip = new ZipWriter(sink);
    const json = (name: string, value: unknown) =>
      zip.add(`${name}.json`, JSON.stringify(value, null, 2), { compress: true });
    await json('profile', account);
    const files = new Set<string>(account.profile_photo ? [account.profile_photo] : []);
    for (const part of this.parts.all()) {
      if (!part.export) continue;
      const exported = await part.export(job.user_id);
      await json(part.name, exported.records);
      for (const key of exported.files ?? []) files.add(key);
    }
    const skipped: string[] = [];
    let total = 0;
    for (const key of files) {
      const file = await this.storage.get(key);
      if (!file) continue;
      if (file.size > MAX_FILE_BYTES || total + file.size > MAX_TOTAL_BYTES) {
        file.stream.destroy();
        skipped.push(key);
        continue;
      }
      total += file.size;
      await zip.add(`files/${key}`, file.stream);
    }
    await json('README', {
      generated_at: now.toISOString(),
      about:
        'Your data on Restaurant Community: your profile, posts, comments, likes, follows, listings, payments and invoices, and your own images and documents under files/.',
      files_not_included: skipped,
    });
    await zip.finish();
    const key = `${PREFIX}/${job.user_id}/${randomBytes(16).toString('hex')}.zip`;
    await this.storage.put(key, bytes(), 'application/zip');
    const token = randomBytes(32).toString('base64url');
    await this.exports.update(job.id, {
      status: 'ready',
      storage_key: key,
      token_hash: this.hash(token),
      expires_at: new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 3_600_000),
    });
    const url = new URL(`/api/data-exports/${token}`, this.config.PUBLIC_API_URL).toString();
    await this.mail.send(
      { email: account.email, language: memberLanguage(account.language) },
      'data-export',
      { first_name: account.first_name, url, hours: DATA_EXPORT_LINK_HOURS },
      `export-${job.id}`,
    );
    this.logger.log({ msg: 'data export ready', export_id: job.id, user_id: job.user_id, bytes: total });
  }

  /** The zip behind a live link; 404 for an unknown, spent or expired token. */
  async download(token: string, now = new Date()): Promise<{ stream: Readable; size: number }> {
    const job = await this.exports.findOneBy({ token_hash: this.hash(token) });
    const gone = () => new NotFoundError(DataRightsMessages.exportExpired);
    if (!job || job.status !== 'ready' || !job.storage_key || !job.expires_at || job.expires_at <= now)
      throw gone();
    const file = await this.storage.get(job.storage_key);
    if (!file) throw gone();
    return file;
  }

  /** Expired exports lose their file and link (maintenance). */
  async removeExpired(now: Date): Promise<{ removed: number }> {
    const rows = await this.exports.find({ where: { expires_at: LessThan(now) }, take: 500 });
    for (const row of rows) await this.remove(row);
    return { removed: rows.length };
  }

  async eraseAllOf(userId: number): Promise<void> {
    for (const row of await this.exports.findBy({ user_id: userId })) await this.remove(row);
  }

  private async remove(row: DataExportEntity): Promise<void> {
    if (row.storage_key) await this.storage.delete(row.storage_key);
    await this.exports.delete(row.id);
  }

  private hash(token: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`data-export:${token}`).digest('hex');
  }
}
