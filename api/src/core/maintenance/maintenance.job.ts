import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QueueName } from '../queue/queue-names';
import { MaintenanceTasksService } from './maintenance-tasks';

/** Runs a registered maintenance task by its job name. */
@Processor(QueueName.Maintenance, { concurrency: 1 })
export class MaintenanceJob extends WorkerHost {
  private readonly logger = new Logger(MaintenanceJob.name);

  constructor(private readonly tasks: MaintenanceTasksService) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    const task = this.tasks.get(job.name);
    if (!task) throw new Error(`no maintenance task named ${job.name}`);
    const result = await task.run(new Date());
    this.logger.log({ msg: 'maintenance task done', task: task.name, ...(result ?? {}) });
    return result ?? null;
  }
}

/** At worker start: one job scheduler per registered task (upserted, so restarts never duplicate them). */
@Injectable()
export class MaintenanceSchedulerService implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Maintenance) private readonly queue: Queue,
    private readonly tasks: MaintenanceTasksService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const task of this.tasks.all()) {
      await this.queue.upsertJobScheduler(
        task.name,
        { every: task.everyMs },
        { name: task.name, opts: { removeOnFail: 100 } },
      );
    }
  }
}
