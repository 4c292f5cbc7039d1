import { describe, expect, it } from '@jest/globals';
import { exportProgress, financialYearChoices, financialYearLabel, financialYearOf } from './financialYears';

describe('financialYearOf', () => {
  it('turns over at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
  });
});

describe('financialYearChoices', () => {
  it('offers the current year first, labelled as accountants write it', () => {
    const choices = financialYearChoices(new Date('2026-11-24T00:00:00Z'), 3);
    expect(choices).toEqual([
      { id: 2026, name: 'FY 2026-27' },
      { id: 2025, name: 'FY 2025-26' },
      { id: 2024, name: 'FY 2024-25' },
    ]);
    expect(financialYearLabel(2099)).toBe('FY 2099-00');
  });
});

describe('exportProgress', () => {
  it('counts lines against the rows announced and stops short of 100 until the end', () => {
    expect(exportProgress(0, 99)).toBe(0);
    expect(exportProgress(50, 99)).toBe(50);
    expect(exportProgress(500, 99)).toBe(99);
    expect(exportProgress(10, null)).toBeNull();
  });
});
