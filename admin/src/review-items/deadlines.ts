/**
 * The IT Rules 2021 deadlines a review item carries (acknowledge within 24 hours, remove sexual or
 * child-safety content within 24 hours, resolve within 15 days): which are still running and how much time
 * each has left. Pure, so the list, the show page and the tests agree.
 */
export type DeadlineKind = 'acknowledge' | 'remove' | 'resolve';

export interface DeadlineFields {
  status: string;
  acknowledged_at: string | null;
  ack_due_at: string;
  resolve_due_at: string;
  remove_due_at: string | null;
}

export interface Deadline {
  kind: DeadlineKind;
  due: Date;
  /** Negative once the deadline has passed. */
  msLeft: number;
  overdue: boolean;
}

/** The deadlines an item still has to meet, the most urgent first; none once it is resolved. */
export function pendingDeadlines(item: DeadlineFields, now: Date = new Date()): Deadline[] {
  if (item.status !== 'open') return [];
  const running: Array<[DeadlineKind, string | null]> = [
    ['acknowledge', item.acknowledged_at ? null : item.ack_due_at],
    ['remove', item.remove_due_at],
    ['resolve', item.resolve_due_at],
  ];
  return running
    .filter((entry): entry is [DeadlineKind, string] => Boolean(entry[1]))
    .map(([kind, at]) => {
      const due = new Date(at);
      const msLeft = due.getTime() - now.getTime();
      return { kind, due, msLeft, overdue: msLeft < 0 };
    })
    .filter((deadline) => !Number.isNaN(deadline.due.getTime()))
    .sort((a, b) => a.msLeft - b.msLeft);
}

/** The deadline that comes first (or has been missed longest), if any is still running. */
export function nextDeadline(item: DeadlineFields, now: Date = new Date()): Deadline | undefined {
  return pendingDeadlines(item, now)[0];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span as a moderator reads it at a glance: the two largest units, rounded down ("2 d 4 h", "3 h 20 min",
 * "45 min"), "under 1 min" below a minute. The sign is ignored: the caller says "left" or "overdue by".
 */
export function formatSpan(ms: number): string {
  const span = Math.abs(ms);
  if (span < MINUTE) return 'under 1 min';
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}
