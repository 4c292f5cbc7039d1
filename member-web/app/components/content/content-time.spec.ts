import { describe, expect, it } from '@jest/globals';
import { postedDate, timeSince } from './content-time';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeSince', () => {
  it('says Just Posted up to 5 seconds', () => {
    expect(timeSince(ago(0), NOW)).toBe('Just Posted');
    expect(timeSince(ago(5), NOW)).toBe('Just Posted');
    expect(timeSince(ago(-30), NOW)).toBe('Just Posted');
  });

  it('uses the largest unit, plural with an s', () => {
    expect(timeSince(ago(6), NOW)).toBe('6 seconds ago');
    expect(timeSince(ago(60), NOW)).toBe('1 minute ago');
    expect(timeSince(ago(2 * 3600), NOW)).toBe('2 hours ago');
    expect(timeSince(ago(86_400), NOW)).toBe('1 day ago');
    expect(timeSince(ago(45 * 86_400), NOW)).toBe('1 month ago');
    expect(timeSince(ago(800 * 86_400), NOW)).toBe('2 years ago');
  });
});

describe('postedDate', () => {
  it('writes long month, day, year', () => {
    expect(postedDate('2026-11-04T08:00:00Z')).toBe('November 4, 2026');
  });
});
