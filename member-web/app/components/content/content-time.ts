/**
 * The seeds' blog time labels (document 2, section 4): "Just Posted" up to 5 seconds, then the largest
 * unit that fits, "1 day ago", "3 days ago" (years, months, days, hours, minutes, seconds). Months are 30
 * days and years 365.
 */
const UNITS: Array<[string, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function timeSince(date: string | Date, now: number): string {
  const seconds = Math.floor((now - new Date(date).getTime()) / 1000);
  if (seconds <= 5) return 'Just Posted';
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just Posted';
}

/** The seeds' date format: long month name, day, year (English US), e.g. "November 24, 2026". */
export function postedDate(date: string | Date): string {
  return new Date(date).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
