import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { QueueName } from '../queue/queue-names';
import { type BackupJobData, BackupService } from './backup.service';

/** The schedule's job name: it carries no run, the job records its own. */
const SCHEDULED = 'scheduled-backup';

/** Makes the backups: the scheduled one and those the console queued. One at a time. */
@Processor(QueueName.Backup, { concurrency: 1 })
export class BackupJob extends WorkerHost {
  constructor(private readonly backups: BackupService) {
    super();
  }

  async process(job: Job<BackupJobData | Record<string, never>>): Promise<unknown> {
    const run =
      job.name === SCHEDULED
        ? await this.backups.perform(null, 'scheduled')
        : await this.backups.perform((job.data as BackupJobData).runId);
    return { run: run.id, status: run.status };
  }
}

/** At worker start: the daily backup's job scheduler (upserted, so restarts and several workers keep one). */
@Injectable()
export class BackupSchedulerService implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Backup) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULED,
      { pattern: this.config.BACKUP_SCHEDULE, tz: 'UTC' },
      { name: SCHEDULED, data: {}, opts: { attempts: 1, removeOnFail: 100 } },
    );
  }
}
