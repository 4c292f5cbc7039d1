import type { WatchedWordRecord } from '@app/contracts';
import type { ReviewItemEntity } from './entities/review-item.entity';
import type { WatchedWordEntity } from './entities/watched-word.entity';
import { isOverdue, type ReviewItemRow } from './review-views.service';

export function toWatchedWord(word: WatchedWordEntity): WatchedWordRecord {
  return {
    id: word.id,
    word: word.word,
    created_by: word.created_by,
    created_at: word.created_at.toISOString(),
  };
}

/** A review item as the console's queue lists it (TNS-CONTRACT.md). */
export function toReviewItem(row: ReviewItemRow, now = new Date()) {
  const { item } = row;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: item.id,
    status: item.status,
    subject_type: item.subject_type,
    subject_id: item.subject_id,
    reason: item.reason,
    priority: item.priority,
    source: item.source === 'report' ? ('report' as const) : ('automatic' as const),
    reports_count: item.reports_count,
    excerpt: item.excerpt,
    author: row.author,
    held: item.held,
    created_at: item.created_at.toISOString(),
    acknowledged_at: iso(item.acknowledged_at),
    resolved_at: iso(item.resolved_at),
    ack_due_at: item.ack_due_at.toISOString(),
    resolve_due_at: item.resolve_due_at.toISOString(),
    remove_due_at: iso(item.remove_due_at),
    overdue: isOverdue(item, now),
    escalated: item.escalated_at !== null,
    decision: item.decision_action
      ? {
          action: item.decision_action,
          note: item.decision_note,
          by: item.decided_by ? { id: item.decided_by, name: row.decidedBy } : null,
          at: iso(item.resolved_at),
        }
      : null,
  };
}

/** The content as flagged; image URLs are the staff-only evidence route. */
export function toEvidence(item: ReviewItemEntity) {
  const snapshot = item.snapshot;
  const fallback = (item.evidence as { text?: string }).text ?? item.excerpt;
  return {
    title: snapshot?.title ?? null,
    description: snapshot?.description ?? null,
    body: snapshot ? snapshot.body : (fallback ?? null),
    images: (snapshot?.images ?? []).map((image, n) => ({
      url: `/admin-api/review-items/${item.id}/evidence/${n}`,
      uploaded_at: image.uploaded_at,
    })),
  };
}

/** The automatic findings and facts staff weigh: the first finding's evidence, further findings, notes. */
export function toSignals(item: ReviewItemEntity) {
  const signals = (item.signals ?? []).map((s) => ({ kind: s.kind, detail: s.detail }));
  const note = (item.evidence as { hold_note?: string }).hold_note;
  if (note) signals.push({ kind: 'hold_note', detail: note });
  return signals;
}
