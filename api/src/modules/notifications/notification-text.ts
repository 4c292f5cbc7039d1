import type { NotificationKind } from '@app/contracts';

/** The sentence of a notification: who (and how many others) did what. Pure, unit-tested. */
export function notificationText(
  kind: NotificationKind,
  actorName: string | null,
  othersCount: number,
  detail: string | null,
): string {
  const who = !actorName
    ? 'Someone'
    : othersCount > 0
      ? `${actorName} and ${othersCount} ${othersCount === 1 ? 'other' : 'others'}`
      : actorName;
  switch (kind) {
    case 'post_liked':
      return `${who} liked your post`;
    case 'post_commented':
      return `${who} commented on your post`;
    case 'mentioned':
      return `${who} mentioned you in a ${detail === 'comment' ? 'comment' : 'post'}`;
    case 'follow_requested':
      return `${who} asked to follow you`;
    case 'follow_accepted':
      return `${who} accepted your follow request`;
    case 'quote_received':
      return `${who} sent a quote for your requirement`;
    case 'application_received':
      return `${who} applied to your job`;
    case 'application_updated':
      return `Your job application was ${detail ? detail.toLowerCase() : 'updated'}`;
    case 'interest_received':
      return `${who} ${othersCount > 0 ? 'are' : 'is'} interested in your listing`;
    case 'moderation_decision':
      return 'A moderator took a decision about your content or account: read the notice';
    case 'invoice_issued':
      return 'Payment received: your invoice is ready';
    case 'lead_received':
      return `${who} posted a requirement that matches your business`;
    case 'job_alert':
      return `${who} posted a job that matches what you want`;
  }
}
