import type { NotificationKind } from '@app/contracts';

/** What a producer says happened: the recipient, who did it, to what, and where the member site shows it. */
export interface NotifyInput {
  recipientId: number;
  kind: NotificationKind;
  /** The member who acted; null for the system (an invoice, a moderation decision). */
  actorId: number | null;
  subject: { type: string; id: number };
  /** A member-site path. */
  link: string;
  excerpt?: string | null;
  /** A word the sentence needs (an application's new status). */
  detail?: string | null;
}

/** A text that may mention members (`@AshaPatel`): the worker finds them and notifies each. */
export interface MentionsInput {
  authorId: number;
  text: string;
  subject: { type: 'post' | 'comment'; id: number };
  link: string;
}

export const NOTIFY_JOB = 'notify';
export const MENTIONS_JOB = 'mentions';

export interface NotifyJobData extends NotifyInput {
  /** When it happened (ISO): the group's time, whenever the worker gets to it. */
  at: string;
}

export interface MentionsJobData extends MentionsInput {
  at: string;
}

/** Kinds whose events about one subject are shown as one group; the others are one notification each. */
export const GROUPED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'post_liked',
  'post_commented',
  'follow_requested',
  'quote_received',
  'application_received',
  'interest_received',
]);

/** The unread group a notification joins: kind and subject (plus the detail for one-off kinds). */
export function groupKey(input: Pick<NotifyInput, 'kind' | 'subject' | 'detail'>, at: string): string {
  const base = `${input.kind}:${input.subject.type}:${input.subject.id}`;
  return GROUPED_KINDS.has(input.kind) ? base : `${base}:${input.detail ?? ''}:${at}`.slice(0, 120);
}

/** The queue job id of an actor's event, so taking it back (an unlike) can remove it before delivery. */
export const eventJobId = (input: Pick<NotifyInput, 'kind' | 'subject' | 'actorId' | 'recipientId'>) =>
  `${input.kind}-${input.subject.type}-${input.subject.id}-${input.actorId ?? 0}-${input.recipientId}`;
