import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueueName } from '../../core/queue/queue-names';
import { ModerationModule } from '../moderation';
import { DashboardService } from './dashboard.service';
import { StaffDashboardController, StaffQueuesController } from './operations.controller';
import { QUEUE_BOARD_PATH, QueueBoard } from './queue-board';

/**
 * Operations screens of the console: the dashboard's figures and the BullMQ queue dashboard. Registers a
 * producer handle on every queue (the API process does not consume any) so both can read them.
 */
@Module({
  imports: [...Object.values(QueueName).map((name) => BullModule.registerQueue({ name })), ModerationModule],
  controllers: [StaffDashboardController, StaffQueuesController],
  providers: [DashboardService, QueueBoard],
})
export class OperationsModule {}

/**
 * Mounts the queue dashboard on the HTTP app (http-app.ts), as plain Express middleware: it has its own
 * authentication (QueueBoard), since the global guard only sees Nest routes.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  app.use(QUEUE_BOARD_PATH, app.get(QueueBoard).handler());
}
