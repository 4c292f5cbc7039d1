/** A finished backup, as retention sees it. */
export interface KeptBackup {
  id: number;
  finishedAt: Date;
}

/** Monday (UTC) of the ISO week of a time, as YYYY-MM-DD: the key of a weekly backup. */
function weekOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const mondayOffset = (at.getUTCDay() + 6) % 7;
  return new Date(day - mondayOffset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which backups retention removes: it keeps the newest backup of each of the last `daily` days that have
 * one, and the newest of each of the last `weekly` ISO weeks that have one (the two sets overlap in the
 * latest week), and removes every other. Days and weeks count backups, not the calendar, so a worker that
 * was down a week does not lose the older backups it would need.
 */
export function backupsToPrune(backups: KeptBackup[], daily: number, weekly: number): number[] {
  const newestFirst = [...backups].sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime());
  const keep = new Set<number>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    const day = backup.finishedAt.toISOString().slice(0, 10);
    if (!days.has(day) && days.size < daily) {
      days.add(day);
      keep.add(backup.id);
    }
    const week = weekOf(backup.finishedAt);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(backup.id);
    }
  }
  return newestFirst.filter((backup) => !keep.has(backup.id)).map((backup) => backup.id);
}
