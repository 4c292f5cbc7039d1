/** Pure text helpers of the social screens (no React, so they can be tested on their own). */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: ReadonlyArray<[seconds: number, name: string]> = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/**
 * The seeds' relative time label: "just now", then minutes, hours, days, months and years ("5 minutes ago",
 * "1 year ago"). A time in the future (clocks a little apart) reads "just now".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  for (const [size, name] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** The first `limit` characters of a text, cut at a character (not a word) as the seeds do, with "…". */
export function truncate(text: string, limit: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, cut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

/** "Surat, Gujarat, India" from whichever parts are known. */
export function placeLine(...parts: Array<{ name: string } | null | undefined>): string {
  return parts
    .map((part) => part?.name)
    .filter(Boolean)
    .join(', ');
}
