import { describe, expect, it } from '@jest/globals';
import { isMonth, previousMonth } from './months';

describe('previousMonth', () => {
  it('is the month before, in the same year', () => {
    expect(previousMonth(new Date('2026-11-24T10:00:00Z'))).toBe('2026-10');
  });

  it('goes back across the new year', () => {
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12');
  });

  it('counts in UTC, as the API does', () => {
    expect(previousMonth(new Date('2026-12-01T00:30:00Z'))).toBe('2026-11');
  });
});

describe('isMonth', () => {
  it.each(['2026-01', '2026-12'])('accepts %s', (value) => expect(isMonth(value)).toBe(true));
  it.each(['', '2026-13', '2026-00', '2026-1', '26-01', '2026-01-01'])('refuses "%s"', (value) =>
    expect(isMonth(value)).toBe(false),
  );
});
