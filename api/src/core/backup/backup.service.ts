import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupStatus, BackupTrigger, StaffBackupRun } from '@app/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { appVersion } from '../config/app-version';
import { QueueName } from '../queue/queue-names';
import { StorageDriver } from '../storage/storage.driver';
import { BACKUP_FILE_NAME, createBackup } from './backup-archive';
import { BackupBucket } from './backup-bucket';
import { backupsToPrune } from './retention';

export type { BackupTrigger };
/** One backup run as the console lists it (@app/contracts). */
export type BackupRunView = StaffBackupRun;

interface BackupRunRow {
  id: number;
  trigger_kind: BackupTrigger;
  started_by_staff_id: number | null;
  status: BackupStatus;
  file_name: string | null;
  size_bytes: string | number | null;
  sha256: string | null;
  copied_to: string | null;
  copy_error: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  pruned_at: Date | null;
}

export interface BackupJobData {
  runId: number;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function viewOf(row: BackupRunRow): BackupRunView {
  return {
    id: row.id,
    trigger: row.trigger_kind,
    started_by_staff_id: row.started_by_staff_id,
    status: row.status,
    file_name: row.file_name,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    sha256: row.sha256,
    copied_to: row.copied_to,
    copy_error: row.copy_error,
    duration_ms:
      row.started_at && row.finished_at ? row.finished_at.getTime() - row.started_at.getTime() : null,
    error: row.error,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    downloadable: row.status === 'succeeded' && row.pruned_at === null && row.file_name !== null,
  };
}

/**
 * Backup runs: the record of each (backup_runs), making one (createBackup into BACKUP_DIR), retention,
 * and the archive for a download. The worker makes them; the console and the CLI ask for them.
 */
@Injectable()
export class BackupService implements OnModuleDestroy {
  private readonly logger = new Logger('backup');
  /** Where each backup is copied off the machine (BACKUP_S3_BUCKET), or null. */
  private readonly bucket: BackupBucket | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly storage: StorageDriver,
    @InjectQueue(QueueName.Backup) private readonly queue: Queue<BackupJobData>,
  ) {
    this.bucket = BackupBucket.of(config);
  }

  onModuleDestroy() {
    this.bucket?.close();
  }

  async list(offset: number, limit: number): Promise<{ rows: BackupRunView[]; total: number }> {
    const rows: BackupRunRow[] = await this.db.query(
      'SELECT * FROM backup_runs ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      [limit, offset],
    );
    const [{ total }] = await this.db.query('SELECT COUNT(*) AS total FROM backup_runs');
    return { rows: rows.map(viewOf), total: Number(total) };
  }

  async get(id: number): Promise<BackupRunView | null> {
    const [row] = (await this.db.query('SELECT * FROM backup_runs WHERE id = ?', [id])) as BackupRunRow[];
    return row ? viewOf(row) : null;
  }

  /** The newest finished run (succeeded or failed), for the status page. */
  async latest(): Promise<BackupRunView | null> {
    const [row] = (await this.db.query(
      "SELECT * FROM backup_runs WHERE status IN ('succeeded', 'failed') ORDER BY finished_at DESC, id DESC LIMIT 1",
    )) as BackupRunRow[];
    return row ? viewOf(row) : null;
  }

  /** Records a run and queues it for the worker (the console's "back up now", the schedule). */
  async enqueue(trigger: BackupTrigger, staffId: number | null): Promise<BackupRunView> {
    const runId = await this.insertRun(trigger, staffId);
    // One attempt: a failed backup is recorded as failed; the next one is tomorrow's or a person's.
    await this.queue.add('backup', { runId }, { jobId: `backup-${runId}`, attempts: 1 });
    return (await this.get(runId))!;
  }

  private async insertRun(trigger: BackupTrigger, staffId: number | null): Promise<number> {
    const result = await this.db.query(
      "INSERT INTO backup_runs (trigger_kind, started_by_staff_id, status) VALUES (?, ?, 'queued')",
      [trigger, staffId],
    );
    return Number((result as { insertId: number }).insertId);
  }

  /**
   * Makes the backup of a recorded run (or of a new one), records the outcome and applies retention. A
   * failure is recorded and thrown again, so the job fails visibly too.
   */
  async perform(runId: number | null, trigger: BackupTrigger = 'cli'): Promise<BackupRunView> {
    const id = runId ?? (await this.insertRun(trigger, null));
    const claimed = await this.db.query(
      "UPDATE backup_runs SET status = 'running', started_at = CURRENT_TIMESTAMP(3) WHERE id = ? AND status = 'queued'",
      [id],
    );
    // Already taken (a job run twice after a worker crash): the first one's outcome stands.
    if (Number((claimed as { affectedRows: number }).affectedRows) === 0) return (await this.get(id))!;
    try {
      const result = await createBackup({
        config: this.config,
        storage: this.storage,
        directory: this.directory(),
        app: appVersion(this.config),
      });
      await this.db.query(
        `UPDATE backup_runs SET status = 'succeeded', finished_at = CURRENT_TIMESTAMP(3), file_name = ?,
           size_bytes = ?, sha256 = ? WHERE id = ?`,
        [result.fileName, result.size, result.sha256, id],
      );
      await this.copyOffsite(id, result.path, result.fileName, result.sha256);
      this.logger.log({
        msg: 'backup made',
        run: id,
        file: result.fileName,
        bytes: result.size,
        files: result.manifest.file_count,
        duration_ms: result.durationMs,
      });
      await this.prune();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db.query(
        "UPDATE backup_runs SET status = 'failed', finished_at = CURRENT_TIMESTAMP(3), error = ? WHERE id = ?",
        [message.slice(0, 500), id],
      );
      this.logger.error({ msg: 'backup failed', run: id, error: message });
      throw error;
    }
    return (await this.get(id))!;
  }

  /**
   * Copies a made archive to BACKUP_S3_BUCKET, when set. A failed copy does not fail the backup (the archive
   * in BACKUP_DIR is whole and kept): it is recorded on the run, shown in the console and logged as an error.
   */
  private async copyOffsite(id: number, path: string, fileName: string, sha256: string): Promise<void> {
    if (!this.bucket) return;
    try {
      const location = await this.bucket.upload(path, fileName, sha256);
      await this.db.query('UPDATE backup_runs SET copied_to = ? WHERE id = ?', [location, id]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db.query('UPDATE backup_runs SET copy_error = ? WHERE id = ?', [message.slice(0, 500), id]);
      this.logger.error({
        msg: 'backup copy to the bucket failed',
        run: id,
        bucket: this.bucket.bucket,
        error: message,
      });
    }
  }

  /**
   * Removes the archives retention no longer keeps (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY), in BACKUP_DIR
   * and in the bucket they were copied to.
   */
  async prune(): Promise<number> {
    const rows: Array<{ id: number; file_name: string; finished_at: Date; copied_to: string | null }> =
      await this.db.query(
        "SELECT id, file_name, finished_at, copied_to FROM backup_runs WHERE status = 'succeeded' AND pruned_at IS NULL",
      );
    const prune = new Set(
      backupsToPrune(
        rows.map((row) => ({ id: row.id, finishedAt: row.finished_at })),
        this.config.BACKUP_KEEP_DAILY,
        this.config.BACKUP_KEEP_WEEKLY,
      ),
    );
    for (const row of rows.filter((candidate) => prune.has(candidate.id))) {
      const path = join(this.directory(), row.file_name);
      await rm(path, { force: true });
      await rm(`${path}.sha256`, { force: true });
      // The copy made with these settings; one in a bucket since changed is left to that bucket's lifecycle.
      // A failed removal is logged, not retried: the run is pruned here all the same.
      if (row.copied_to && this.bucket && row.copied_to === this.bucket.location(row.file_name))
        await this.bucket.remove(row.file_name).catch((error: unknown) =>
          this.logger.error({
            msg: 'pruned backup left in the bucket',
            run: row.id,
            location: row.copied_to,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      await this.db.query('UPDATE backup_runs SET pruned_at = CURRENT_TIMESTAMP(3) WHERE id = ?', [row.id]);
    }
    return prune.size;
  }

  /** A kept archive's bytes for the console's download, or null when it is gone or never was. */
  async archive(id: number): Promise<{ name: string; size: number; stream: Readable } | null> {
    const run = await this.get(id);
    if (!run?.downloadable || !run.file_name || !BACKUP_FILE_NAME.test(run.file_name)) return null;
    const path = join(this.directory(), run.file_name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { name: run.file_name, size: info.size, stream: createReadStream(path) };
  }

  private directory(): string {
    return resolve(this.config.BACKUP_DIR);
  }
}
