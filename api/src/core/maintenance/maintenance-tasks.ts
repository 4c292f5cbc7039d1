import { Injectable } from '@nestjs/common';

/** A periodic chore of a module (purging expired rows and the like). It must be safe to run twice. */
export interface MaintenanceTask {
  /** Unique, stable: also the BullMQ job scheduler id. */
  name: string;
  everyMs: number;
  /** What it did, for the log (e.g. `{ removed: 3 }`). */
  run(now: Date): Promise<Record<string, number> | void>;
}

/**
 * Where modules register their periodic chores (in onModuleInit). The worker schedules every registered
 * task on the `maintenance` queue and runs it by name; the API only registers.
 */
@Injectable()
export class MaintenanceTasksService {
  private readonly tasks = new Map<string, MaintenanceTask>();

  register(task: MaintenanceTask): void {
    if (this.tasks.has(task.name)) throw new Error(`maintenance task ${task.name} registered twice`);
    this.tasks.set(task.name, task);
  }

  get(name: string): MaintenanceTask | undefined {
    return this.tasks.get(name);
  }

  all(): MaintenanceTask[] {
    return [...this.tasks.values()];
  }
}
