import { describe, expect, it } from '@jest/globals';

import { formatDate, formatNumber, formatPriceIn, formatTimeAgo } from './format';

const NOW = new Date('2026-03-12T12:00:00+05:30');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('dates', () => {
  it('writes the day, the month by name and the year, in India’s time', () => {
    expect(formatDate('2026-03-12T10:00:00+05:30', 'hi')).toBe('12 मार्च 2026');
    expect(formatDate('2026-03-12T10:00:00+05:30', 'en')).toBe('12 March 2026');
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(formatDate('2026-03-11T20:00:00Z', 'hi')).toBe('12 मार्च 2026');
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatDate('not a date', 'hi')).toBe('');
  });
});

describe('relative times', () => {
  it('keeps the old client’s English labels', () => {
    expect(formatTimeAgo(before(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(30), 'en', NOW)).toBe('just now');
    expect(formatTimeAgo(before(86_400), 'en', NOW)).toBe('1 day ago');
  });

  it('writes Hindi with the same steps', () => {
    expect(formatTimeAgo(before(5 * 60), 'hi', NOW)).toBe('5 मिनट पहले');
    expect(formatTimeAgo(before(3 * 3600), 'hi', NOW)).toBe('3 घंटे पहले');
    expect(formatTimeAgo(before(2 * 86_400), 'hi', NOW)).toBe('2 दिन पहले');
    expect(formatTimeAgo(before(400 * 86_400), 'hi', NOW)).toBe('1 वर्ष पहले');
    expect(formatTimeAgo(before(10), 'hi', NOW)).toBe('अभी');
    // Clocks a little apart: a time just ahead is "now" too.
    expect(formatTimeAgo(before(-20), 'hi', NOW)).toBe('अभी');
  });
});

describe('numbers and money', () => {
  it('groups by lakh and crore in every language', () => {
    expect(formatNumber(150000, 'hi')).toBe('1,50,000');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(1180.5, 'hi', 2)).toBe('1,180.50');
  });

  it('writes rupees with the contracts’ symbols and the tax note in the reader’s language', () => {
    expect(formatPriceIn(150000, 'INR', 'none', 'hi')).toBe('₹1,50,000');
    expect(formatPriceIn(499, 'INR', 'plus-gst', 'en')).toBe('₹499 plus GST');
    expect(formatPriceIn(499, 'INR', 'plus-gst', 'hi')).toBe('₹499 + GST');
    expect(formatPriceIn(999, 'INR', 'gst-included', 'en')).toBe('₹999 (GST included)');
    expect(formatPriceIn(999, 'INR', 'gst-included', 'hi')).toBe('₹999 (GST सहित)');
    expect(formatPriceIn(45, 'AED', 'no-tax', 'hi')).toBe('AED 45 (कोई टैक्स नहीं)');
  });
});
