import { expect, test } from '@playwright/test';

import { placeLine, timeAgo, truncate } from '../../member-web/app/components/social/text';

// The post card's pure text rules, checked without a browser (the member site has no unit-test runner).

const NOW = new Date('2026-06-15T12:00:00Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

test('relative time labels run from just now through minutes, hours, days and months to years', () => {
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

test('descriptions are cut at the limit with an ellipsis, and left whole when short enough', () => {
  const hundred = 'x'.repeat(100);
  expect(truncate(hundred, 100)).toEqual({ text: hundred, cut: false });
  expect(truncate(`${hundred}y`, 100)).toEqual({ text: `${hundred}…`, cut: true });
  // Characters, not UTF-16 units: an emoji is never split in half.
  expect(truncate('🍛'.repeat(5), 3)).toEqual({ text: '🍛🍛🍛…', cut: true });
});

test('a place line joins the known parts', () => {
  expect(placeLine({ name: 'Surat' }, null, { name: 'India' })).toBe('Surat, India');
  expect(placeLine(null, undefined)).toBe('');
});
