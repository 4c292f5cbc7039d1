export const backupsMessages = {
  name: 'Backup |||| Backups',
  fields: {
    id: 'Id',
    created_at: 'Started',
    trigger: 'Made by',
    status: 'Result',
    size_bytes: 'Size',
    duration_ms: 'Duration',
    copied_to: 'Copy in the bucket',
    file_name: 'Archive',
  },
  statuses: { queued: 'Queued', running: 'Running', succeeded: 'Done', failed: 'Failed' },
  start: 'Back up now',
  started: 'Backup queued: the worker makes it in the next minutes.',
  download: 'Download',
  not_copied: 'Not copied: %{error}',
  empty: 'No backup yet. The worker makes one every night; you can make one now.',
};
