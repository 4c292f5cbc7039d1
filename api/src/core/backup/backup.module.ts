import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../queue/queue-names';
import { StorageModule } from '../storage/storage.module';
import { BackupJob, BackupSchedulerService } from './backup.job';
import { BackupService } from './backup.service';

/** Backups for whoever asks (the console's operations module, the CLI): the runs, queued to the worker. */
@Module({
  imports: [StorageModule, BullModule.registerQueue({ name: QueueName.Backup })],
  providers: [BackupService],
  exports: [BackupService],
})
export class BackupModule {}

/** Making them: loaded by the worker only (the schedule and the processor). */
@Module({
  imports: [BackupModule, BullModule.registerQueue({ name: QueueName.Backup })],
  providers: [BackupJob, BackupSchedulerService],
})
export class BackupJobsModule {}
