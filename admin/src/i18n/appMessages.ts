import type { StaffRole } from '@app/contracts';

export const appMessages = {
  dashboard: {
    title: 'Dashboard',
    signed_in_as: 'Signed in as %{name}',
    role: 'Role: %{role}',
  },
  roles: {
    superadmin: 'Superadmin',
    moderator: 'Moderator',
    content_editor: 'Content editor',
    finance: 'Finance',
  } satisfies Record<StaffRole, string>,
  moderation: {
    title: 'Review queue',
    failed: 'The counts could not be loaded.',
    open: 'Open items',
    overdue: 'Overdue',
    child_safety_open: 'Child safety, open',
    escalations_open: 'Escalations',
    appeals_open: 'Open appeals',
  },
  transparency: {
    title: 'Transparency report',
    help: 'Items received by reason, actions taken, median time to action, appeals and their outcomes (CSV).',
    month: 'Month',
    download: 'Download CSV',
  },
  commands: {
    note: 'Note (optional)',
    note_required: 'Note',
    days: 'Days',
    days_help: '%{min} to %{max} days',
  },
  files: {
    image_failed: 'The image could not be loaded.',
    download_failed: 'The file could not be downloaded.',
  },
};
