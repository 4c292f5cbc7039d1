import { describe, expect, it } from '@jest/globals';
import { placeLine, timeAgo, truncate } from './text';

// The post card's text rules.

const NOW = new Date('2026-06-15T12:00:00Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('post card texts', () => {
  it('labels relative times from just now through minutes, hours, days and months to years', () => {
    expect(timeAgo(before(0), NOW)).toBe('just now');
    expect(timeAgo(before(59), NOW)).toBe('just now');
    expect(timeAgo(before(60), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60), NOW)).toBe('5 minutes ago');
    expect(timeAgo(before(3600), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(23 * 3600), NOW)).toBe('23 hours ago');
    expect(timeAgo(before(2 * 86400), NOW)).toBe('2 days ago');
    expect(timeAgo(before(45 * 86400), NOW)).toBe('1 month ago');
    expect(timeAgo(before(400 * 86400), NOW)).toBe('1 year ago');
    expect(timeAgo(before(3 * 365 * 86400), NOW)).toBe('3 years ago');
    // A clock a little ahead of the server's does not produce "in the future".
    expect(timeAgo(before(-30), NOW)).toBe('just now');
  });

  it('cuts descriptions at the limit with an ellipsis, and leaves them whole when short enough', () => {
    const hundred = 'x'.repeat(100);
    expect(truncate(hundred, 100)).toEqual({ text: hundred, cut: false });
    expect(truncate(`${hundred}y`, 100)).toEqual({ text: `${hundred}…`, cut: true });
    // Characters, not UTF-16 units: an emoji is never split in half.
    expect(truncate('🍛'.repeat(5), 3)).toEqual({ text: '🍛🍛🍛…', cut: true });
  });

  it('joins the known parts of a place line', () => {
    expect(placeLine({ name: 'Surat' }, null, { name: 'India' })).toBe('Surat, India');
    expect(placeLine(null, undefined)).toBe('');
  });
});
