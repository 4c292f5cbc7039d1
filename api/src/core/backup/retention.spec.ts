import { backupsToPrune } from './retention';

const at = (iso: string, id: number) => ({ id, finishedAt: new Date(iso) });

describe('backup retention', () => {
  it('keeps the newest backup of each of the last 7 days and of each of the last 4 weeks', () => {
    // Daily backups at 02:30 for 40 days, ending Saturday 2026-11-28.
    const backups = Array.from({ length: 40 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 28 - i, 2, 30)).toISOString(), 40 - i),
    );
    const pruned = new Set(backupsToPrune(backups, 7, 4));
    const kept = backups.filter((b) => !pruned.has(b.id)).map((b) => b.finishedAt.toISOString().slice(0, 10));
    expect(kept).toEqual([
      // the last 7 days
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      // 4 weeks: this one (from Mon 23) and the week of the 16th are covered by the days above; then the
      // newest of the weeks of the 9th and of the 2nd
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('keeps only the newest of several backups made on one day', () => {
    const backups = [
      at('2026-11-28T02:30:00Z', 1),
      at('2026-11-28T10:00:00Z', 2),
      at('2026-11-28T12:00:00Z', 3),
    ];
    expect(backupsToPrune(backups, 7, 4).sort()).toEqual([1, 2]);
  });

  it('counts days that have a backup, so a long pause does not remove the older ones', () => {
    const backups = [
      at('2026-11-28T02:30:00Z', 3),
      at('2026-09-01T02:30:00Z', 2),
      at('2026-08-01T02:30:00Z', 1),
    ];
    expect(backupsToPrune(backups, 7, 0)).toEqual([]);
  });
});
