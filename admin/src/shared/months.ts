/** The calendar month before `now`'s (UTC), as YYYY-MM: the last complete month of a report. */
export function previousMonth(now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Whether `value` is a month as the transparency export takes it (YYYY-MM, 01–12). */
export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
