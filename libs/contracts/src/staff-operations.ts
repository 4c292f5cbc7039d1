/** Console operations screens (issue 37): backups and the system's status. Superadmin only. */

export type BackupTrigger = 'scheduled' | 'console' | 'cli';
export type BackupStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** One backup run, as GET /admin-api/backups lists it. */
export interface StaffBackupRun {
  id: number;
  trigger: BackupTrigger;
  started_by_staff_id: number | null;
  status: BackupStatus;
  file_name: string | null;
  size_bytes: number | null;
  sha256: string | null;
  /** Where the archive was copied (`s3://bucket/key`, BACKUP_S3_BUCKET); null when it was not. */
  copied_to: string | null;
  /** Why the copy to the bucket failed (the archive itself is kept all the same). */
  copy_error: string | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Whether the archive is still kept (retention removes older ones). */
  downloadable: boolean;
}

/** A dependency's health as the status page shows it. */
export interface StaffServiceCheck {
  name: string;
  status: 'up' | 'down';
  ms: number;
  error?: string;
  /** Host and port, the driver, a replica's lag: never credentials. */
  detail?: string;
}

/** GET /admin-api/status. */
export interface StaffSystemStatus {
  version: string;
  commit: string | null;
  node: string;
  environment: string;
  started_at: string;
  migrations: { applied: number; known: number; last: string | null; pending: string[] };
  services: StaffServiceCheck[];
  queues: Array<{ queue: string; waiting: number | null; active: number | null; failed: number | null }>;
  /** This API process over about the last hour (since `since`). */
  requests: { since: string; requests: number; error_rate: number | null; p95_seconds: number | null };
  last_backup: StaffBackupRun | null;
}
