import type { WorkerOptions } from 'bullmq';
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
