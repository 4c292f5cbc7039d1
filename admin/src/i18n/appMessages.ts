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
    bluetick_pending: 'Blue ticks to review',
  },
  status: {
    title: 'System status',
    failed: 'The status could not be loaded.',
    system: 'System',
    services: 'Services',
    version: 'Version (commit)',
    node: 'Node.js, environment',
    started: 'This API started',
    migrations: 'Migrations applied',
    requests: 'Requests in the last hour (this API)',
    last_backup: 'Last backup',
  },
  operations: {
    failed: 'The dashboard could not be loaded.',
    signups: 'Sign-ups, last 30 days',
    signups_total: 'One new account |||| %{smart_count} new accounts',
    signups_series: 'Sign-ups',
    revenue: 'Revenue (%{currency}), last 30 days',
    revenue_total: '%{amount} paid',
    elite: 'Elite',
    bluetick: 'Blue tick',
    queues: 'Background jobs',
    queue: 'Queue',
    waiting: 'Waiting',
    active: 'Active',
    failed_jobs: 'Failed',
    open_queues: 'Open the queue dashboard',
    queues_failed: 'The queue dashboard could not be opened.',
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
  /** What each list says before it has any row, and what to do about it. */
  empty: {
    appeals: 'No appeals yet. Members appeal a decision from the notice they receive; appeals appear here.',
    reviews: 'No reviews yet. Members review each other after an awarded quote or a hire.',
    audit_log: 'Nothing recorded yet. Every change staff make in the console is written here.',
    bluetick_requests:
      'No blue-tick requests. Members apply from their profile; paid requests wait here for review.',
    countries: 'No countries. The reference locations are loaded by the database migrations.',
    escalations: 'No escalations. Items escalated from the review queue (child safety) are kept here.',
    image_blocklist:
      'No blocked images. Block an image from a review item; later uploads of it are then refused.',
    members: 'No members yet. Members sign up on the site.',
    review_items: 'The review queue is empty. Reports and automatic checks put items here.',
    exchange_rates:
      'No exchange rates yet. Add the RBI reference rate of each foreign currency: invoices in that currency are valued in rupees with it.',
    trade_categories:
      'No trade categories. Add one: vendors pick the categories they sell, requirements are sent to the vendors of theirs.',
    watched_words: 'No watched words. Add one: posts and comments containing it are held for review.',
    coupons: 'No coupons yet. Create one to give members a discount or a sales agent a code.',
    plans: 'No plans. The Elite and blue-tick plans are loaded by the database migrations.',
    plan_prices: 'No prices for this plan. Add the price for every other country first.',
  },
  files: {
    image_failed: 'The image could not be loaded.',
    download_failed: 'The file could not be downloaded.',
  },
};
