import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QueueName } from '../queue/queue-names';
import { MaintenanceJob, MaintenanceSchedulerService } from './maintenance.job';
import { MaintenanceTasksService } from './maintenance-tasks';

/** The registry of periodic chores: every module may register one (API, worker and CLI alike). */
@Global()
@Module({
  providers: [MaintenanceTasksService],
  exports: [MaintenanceTasksService],
})
export class MaintenanceModule {}

/** Scheduling and running the chores: loaded by the worker only. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Maintenance })],
  providers: [MaintenanceJob, MaintenanceSchedulerService],
})
export class MaintenanceJobsModule {}
