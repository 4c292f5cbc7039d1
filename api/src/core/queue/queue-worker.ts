import type { DiscoveryService } from '@nestjs/core';
import { Worker, type WorkerOptions } from 'bullmq';
import { processJobTelemetry } from './job-telemetry';
import { bullConnection } from './queue.module';

/**
 * Options of a worker built by hand rather than by @Processor, whose options are fixed at compile time:
 * how long it holds a job before another worker may take it over (`lockMs`) and how often it looks for
 * jobs whose worker died (`stalledIntervalMs`) come from settings, so a test can shorten both.
 */
export function workerOptions(
  redisUrl: string,
  options: { concurrency: number; lockMs: number; stalledIntervalMs: number },
): WorkerOptions {
  return {
    connection: bullConnection(redisUrl),
    concurrency: options.concurrency,
    lockDuration: options.lockMs,
    stalledInterval: options.stalledIntervalMs,
    telemetry: processJobTelemetry(),
  };
}

/**
 * Every BullMQ worker of this process: those of @Processor classes (WorkerHost.worker) and those a
 * processor opens itself and keeps in its `worker` field (SendEmailJob, InvoiceJob).
 */
export function bullWorkers(discovery: DiscoveryService): Worker[] {
  const found: Worker[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as { worker?: unknown } | undefined;
    let worker: unknown;
    try {
      worker = instance?.worker;
    } catch {
      continue; // a WorkerHost whose worker is not made yet
    }
    if (worker instanceof Worker && !found.includes(worker)) found.push(worker);
  }
  return found;
}

/**
 * Stops every worker of the process from taking jobs and waits for the jobs they are running (at most
 * `timeoutMs`). Answers false when some were still running then: the caller exits without finishing
 * them, their locks lapse, and another worker takes them over (as after a crash); none is lost.
 */
export async function closeWorkers(discovery: DiscoveryService, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    Promise.all(bullWorkers(discovery).map((worker) => worker.close())).then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  return closed;
}
