import type { TestApi } from './api';
import { bearer } from './accounts';
import type { Member } from './social';

/** Ages a member's account past a day: their child-safety reports hide content (docs/decisions/124). */
export async function establish(api: TestApi, member: { id: number }): Promise<void> {
  await api.db.query('UPDATE users SET created_at = created_at - INTERVAL 2 DAY WHERE id = ?', [member.id]);
}

/** A member's report through the API. */
export const report = (
  api: TestApi,
  who: Member,
  subject_type: string,
  subject_id: number,
  reason: string,
  details?: string,
) => api.http().post('/api/reports').set(bearer(who)).send({ subject_type, subject_id, reason, details });

/** The open review item of a subject (its id), or undefined. */
export async function openItemOf(
  api: TestApi,
  subjectType: string,
  subjectId: number,
): Promise<number | undefined> {
  const rows: Array<{ id: number }> = await api.db.query(
    "SELECT id FROM review_items WHERE subject_type = ? AND subject_id = ? AND status = 'open'",
    [subjectType, subjectId],
  );
  return rows[0]?.id;
}

/** Moves an item's flag time (and its due times with it) into the past: a controllable clock. */
export async function ageItem(api: TestApi, itemId: number, hours: number): Promise<void> {
  await api.db.query(
    `UPDATE review_items SET created_at = created_at - INTERVAL ? HOUR, ack_due_at = ack_due_at - INTERVAL ? HOUR,
       resolve_due_at = resolve_due_at - INTERVAL ? HOUR,
       remove_due_at = remove_due_at - INTERVAL ? HOUR WHERE id = ?`,
    [hours, hours, hours, hours, itemId],
  );
}
