/**
 * Every BullMQ queue of the system. Only services enqueue; processors live with the module owning the work.
 * There is no moderation queue: automatic checks run inside the request that publishes the text or image,
 * because their verdict decides the answer (held or published); see docs/decisions/073.
 */
export enum QueueName {
  /** core/mail: SendEmailJob. */
  Email = 'email',
  /** modules/invoices: InvoiceJob (number allocation, PDF, receipt mail). */
  Invoice = 'invoice',
  /** modules/social: MediaDerivativesJob (feed and thumbnail sizes of post images). */
  Media = 'media',
  /** Account work kept out of requests: password-reset requests (modules/accounts/jobs). */
  Accounts = 'accounts',
  /** modules/data-rights: DataExportJob (a member's data export zip, then the mailed link). */
  DataExport = 'data-export',
  /** core/maintenance: periodic chores of every module (purging spent codes). */
  Maintenance = 'maintenance',
  /** modules/notifications: NotificationsJob (writes in-site notifications, finds mentions). */
  Notifications = 'notifications',
  /** modules/conversations: ConversationsJob (the unread-message mail checks, delayed per conversation). */
  Conversations = 'conversations',
  /** core/backup: BackupJob (the daily backup and the ones the console starts). */
  Backup = 'backup',
  /** modules/marketplace: LeadRoutingJob (a visible requirement sent to its matching vendors, decision 301). */
  Leads = 'leads',
  /** modules/saved-searches: SavedSearchJob (a visible listing matched to saved searches, decision 351). */
  SavedSearches = 'saved-searches',
}

/** Retries with exponential backoff; failed jobs are kept so staff can see them. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
