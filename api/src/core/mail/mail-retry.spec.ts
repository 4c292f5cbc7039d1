import { EMAIL_RETRY_SCHEDULE, retryDelay, retrySpanMs } from './mail-retry';

describe('mail retry schedule', () => {
  it('keeps trying for 12 to 24 hours, so a relay outage of a morning loses no mail', () => {
    const hours = retrySpanMs(EMAIL_RETRY_SCHEDULE) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(12);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('doubles the wait from 30 seconds and never waits more than an hour', () => {
    const waits = Array.from({ length: EMAIL_RETRY_SCHEDULE.attempts - 1 }, (_, i) =>
      retryDelay(EMAIL_RETRY_SCHEDULE, i + 1),
    );
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(3_600_000);
    expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1]!)).toBe(true);
  });
});
