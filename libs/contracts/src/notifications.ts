import type { LeadMail } from './leads.js';
/**
 * In-site notifications (issue 17): what happened to a member's things, grouped per kind and subject
 * ("Asha Patel and 3 others liked your post"). Delivered through the `notifications` queue; the member's
 * preferences choose, per kind, in-site only or also the daily e-mail digest (docs/decisions/175-179).
 */
export const NOTIFICATION_KINDS = [
  'post_liked',
  'post_commented',
  'mentioned',
  'follow_requested',
  'follow_accepted',
  'quote_received',
  'application_received',
  'application_updated',
  'interest_received',
  'moderation_decision',
  'invoice_issued',
  'lead_received',
  'job_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings page's words for each kind. */
export const NOTIFICATION_KIND_LABEL: Record<NotificationKind, string> = {
  post_liked: 'Likes on my posts',
  post_commented: 'Comments on my posts',
  mentioned: 'Mentions of me in posts and comments',
  follow_requested: 'Follow requests',
  follow_accepted: 'Accepted follow requests',
  quote_received: 'Quotes on my requirements',
  application_received: 'Applications to my jobs',
  application_updated: 'Changes to my job applications',
  interest_received: 'Interest in my listings',
  moderation_decision: 'Moderation decisions about me',
  invoice_issued: 'Payments and invoices',
  lead_received: 'Requirements that match my business (leads)',
  job_alert: 'Jobs that match what I want (job alerts)',
};

/**
 * Mails the member may turn off (decision 177). One-time codes, password links, payment
 * receipts and moderation statements of reasons are always sent.
 */
export const OPTIONAL_MAILS = ['marketplace_activity', 'unread_messages', 'saved_searches'] as const;
export type OptionalMail = (typeof OPTIONAL_MAILS)[number];
export const OPTIONAL_MAIL_LABEL: Record<OptionalMail, string> = {
  marketplace_activity:
    'Marketplace e-mails: new quotes and applications, quote awards and application status changes',
  unread_messages:
    'Messages: an e-mail when a message waits unread for 15 minutes (at most one an hour per conversation)',
  saved_searches:
    'Saved searches: new listings that match the searches you saved, as often as you chose for each',
};

/** The unread count shows "99+" beyond this (the count reads at most this many rows plus one). */
export const UNREAD_COUNT_CAP = 99;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationActor {
  id: number;
  full_name: string;
  profile_photo: string | null;
}

/** One notification as the member reads it: a group of the same kind about the same thing. */
export interface MemberNotification {
  id: number;
  kind: NotificationKind;
  /** The sentence to show, e.g. "Asha Patel and 3 others liked your post". */
  text: string;
  /** A short quote of the thing (the post's text, the job's title), when there is one. */
  excerpt: string | null;
  /** Where the notification leads on the member site (a path). */
  link: string;
  actor: NotificationActor | null;
  /** How many members besides `actor` did the same. */
  others_count: number;
  created_at: string;
  updated_at: string;
  read_at: string | null;
}

export interface NotificationList {
  data: MemberNotification[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: string | null;
}

export interface UnreadNotifications {
  /** At most UNREAD_COUNT_CAP; `more` says there are more. */
  count: number;
  more: boolean;
}

export interface NotificationPreferences {
  /** Kinds also mailed in the daily digest; the others are in-site only. */
  digest: NotificationKind[];
  /** Optional mails the member turned off. */
  mails_off: OptionalMail[];
  /** How new leads are mailed (decision 302); 'instant' without a saved choice. */
  lead_mail: LeadMail;
}

export const NotificationMessages = {
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  notFound: 'Notification not found',
  preferencesSaved: 'Notification settings saved',
  unsubscribed: 'Done: we will not send you these e-mails any more',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
} as const;
