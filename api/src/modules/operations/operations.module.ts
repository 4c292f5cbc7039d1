import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { BackupModule } from '../../core/backup/backup.module';
import { ModerationModule } from '../moderation';
import { DashboardService } from './dashboard.service';
import {
  StaffDashboardController,
  StaffQueuesController,
  StaffStatusController,
} from './operations.controller';
import { QUEUE_BOARD_PATH, QueueBoardService } from './queue-board';
import { QueueHandlesService } from './queue-handles';
import { StaffBackupsController } from './staff-backups.controller';
import { SystemStatusService } from './system-status.service';

/**
 * Operations screens of the console: the dashboard's figures, the BullMQ queue dashboard over every queue
 * (QueueHandlesService), and the backups (core/backup).
 */
@Module({
  imports: [ModerationModule, BackupModule],
  controllers: [
    StaffDashboardController,
    StaffQueuesController,
    StaffBackupsController,
    StaffStatusController,
  ],
  providers: [DashboardService, QueueBoardService, QueueHandlesService, SystemStatusService],
})
export class OperationsModule {}

/**
 * Mounts the queue dashboard on the HTTP app (http-app.ts), as plain Express middleware: it has its own
 * authentication (QueueBoardService), since the global guard only sees Nest routes.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  app.use(QUEUE_BOARD_PATH, app.get(QueueBoardService).handler());
}
