/** Every BullMQ queue of the system. Only services enqueue; processors live with the module owning the work. */
export enum QueueName {
  Email = 'email',
  Invoice = 'invoice',
  Media = 'media',
  Moderation = 'moderation',
  /** Account work kept out of requests: password-reset requests (modules/accounts/jobs). */
  Accounts = 'accounts',
  /** Periodic chores of every module (core/maintenance). */
  Maintenance = 'maintenance',
}

/** Retries with exponential backoff; failed jobs are kept so staff can see them. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
