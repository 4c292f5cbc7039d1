/** India is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (April to March, in India) `now` falls in, named by the year it starts. */
export function financialYearOf(now: Date = new Date()): number {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/** `FY 2026-27` for 2026. */
export const financialYearLabel = (year: number): string =>
  `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The current financial year and the `count - 1` before it, newest first, as select choices. */
export function financialYearChoices(now: Date = new Date(), count = 8): { id: number; name: string }[] {
  const current = financialYearOf(now);
  return Array.from({ length: count }, (_, i) => current - i).map((year) => ({
    id: year,
    name: financialYearLabel(year),
  }));
}

/**
 * How far a streamed export has come: the line breaks received against the rows announced (plus the
 * heading lines), never 100% before the download has ended (a quoted address may hold a line break).
 */
export function exportProgress(lineBreaks: number, expectedRows: number | null, headings = 1): number | null {
  if (expectedRows === null || !Number.isFinite(expectedRows)) return null;
  const expected = expectedRows + headings;
  if (expected <= 0) return 99;
  return Math.min(99, Math.floor((lineBreaks / expected) * 100));
}
