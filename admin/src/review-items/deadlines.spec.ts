import { describe, expect, it } from '@jest/globals';
import { formatSpan, nextDeadline, pendingDeadlines, type DeadlineFields } from './deadlines';

const now = new Date('2026-11-24T10:00:00Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

const item = (fields: Partial<DeadlineFields> = {}): DeadlineFields => ({
  status: 'open',
  acknowledged_at: null,
  ack_due_at: hoursFromNow(20),
  resolve_due_at: hoursFromNow(15 * 24 - 4),
  remove_due_at: null,
  ...fields,
});

describe('pendingDeadlines', () => {
  it('lists acknowledge and resolve for a new item, the nearer first', () => {
    const deadlines = pendingDeadlines(item(), now);
    expect(deadlines.map((d) => d.kind)).toEqual(['acknowledge', 'resolve']);
    expect(deadlines[0]!.msLeft).toBe(20 * 3_600_000);
    expect(deadlines.every((d) => !d.overdue)).toBe(true);
  });

  it('drops the acknowledge deadline once a moderator has acknowledged the item', () => {
    const deadlines = pendingDeadlines(item({ acknowledged_at: hoursFromNow(-1) }), now);
    expect(deadlines.map((d) => d.kind)).toEqual(['resolve']);
  });

  it('adds the 24-hour removal deadline of a child-safety or sexual-content report', () => {
    const deadlines = pendingDeadlines(item({ remove_due_at: hoursFromNow(2) }), now);
    expect(deadlines.map((d) => d.kind)).toEqual(['remove', 'acknowledge', 'resolve']);
  });

  it('marks a missed deadline overdue and puts it first', () => {
    const deadline = nextDeadline(item({ ack_due_at: hoursFromNow(-3) }), now);
    expect(deadline?.kind).toBe('acknowledge');
    expect(deadline?.overdue).toBe(true);
    expect(deadline?.msLeft).toBe(-3 * 3_600_000);
  });

  it('has nothing running for a resolved item, however late it was', () => {
    expect(pendingDeadlines(item({ status: 'resolved', ack_due_at: hoursFromNow(-30) }), now)).toEqual([]);
    expect(nextDeadline(item({ status: 'resolved' }), now)).toBeUndefined();
  });

  it('ignores a due time it cannot read instead of showing "NaN"', () => {
    expect(pendingDeadlines(item({ ack_due_at: 'not a date' }), now).map((d) => d.kind)).toEqual(['resolve']);
  });
});

describe('formatSpan', () => {
  it.each([
    [0, 'under 1 min'],
    [59_000, 'under 1 min'],
    [45 * 60_000, '45 min'],
    [3 * 3_600_000, '3 h'],
    [3 * 3_600_000 + 20 * 60_000 + 59_000, '3 h 20 min'],
    [24 * 3_600_000, '1 d'],
    [2 * 24 * 3_600_000 + 4 * 3_600_000 + 30 * 60_000, '2 d 4 h'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it('reads an overdue span without its sign (the label says "overdue by")', () => {
    expect(formatSpan(-2 * 3_600_000)).toBe('2 h');
  });
});
