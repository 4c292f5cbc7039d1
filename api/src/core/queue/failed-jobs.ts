import type { Queue } from 'bullmq';

const PAGE = 100;

/**
 * Puts the jobs that failed for good back in line, each with its full retry schedule again (staff, once
 * the cause is fixed: `node api/dist/cli.js retry-failed-jobs [queue]`). Answers how many were retried.
 * Only the jobs failed when it starts: one that fails again meanwhile waits for the next run.
 */
export async function retryFailedJobs(queue: Queue): Promise<number> {
  const total = await queue.getFailedCount();
  let retried = 0;
  while (retried < total) {
    const jobs = (await queue.getFailed(0, Math.min(PAGE, total - retried) - 1)).filter(Boolean);
    if (!jobs.length) break;
    for (const job of jobs) {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      retried++;
    }
  }
  return retried;
}
