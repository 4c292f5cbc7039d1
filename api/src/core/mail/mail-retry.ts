/**
 * When a mail that could not be delivered is tried again (docs/decisions/056). An SMTP relay can be away
 * for hours; a receipt or a reset link must still arrive, so the schedule spans about half a day.
 */
export interface RetrySchedule {
  /** Deliveries tried in all, the first included. */
  attempts: number;
  /** Wait before the second try; each further wait doubles... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
}

/**
 * 20 tries: waits of 30 s, then 1, 2, 4, 8, 16 and 32 minutes, then hourly; the last try about 13 h after
 * the first.
 */
export const EMAIL_RETRY_SCHEDULE: RetrySchedule = {
  attempts: 20,
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/** Nest token of the schedule in force (EMAIL_RETRY_SCHEDULE; tests inject a short one). */
export const MAIL_RETRY_SCHEDULE = Symbol('MAIL_RETRY_SCHEDULE');

/** The job option naming the e-mail worker's backoff strategy (BullMQ calls it with the tries made). */
export const MAIL_BACKOFF_TYPE = 'mail-schedule';

/** The wait after the `failedAttempts`-th failed try (1 for the first failure). */
export function retryDelay(schedule: RetrySchedule, failedAttempts: number): number {
  const doubled = schedule.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1);
  return Math.min(doubled, schedule.maxDelayMs);
}

/** From the first try to the last one: the longest outage a mail survives. */
export function retrySpanMs(schedule: RetrySchedule): number {
  let total = 0;
  for (let failed = 1; failed < schedule.attempts; failed++) total += retryDelay(schedule, failed);
  return total;
}
