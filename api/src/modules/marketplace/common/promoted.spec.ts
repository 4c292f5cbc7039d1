import { rankPromoted } from './promoted';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

describe('rankPromoted', () => {
  it('puts blue-tick members first, then Elite members, then the rest, each newest profile first', () => {
    const candidates = [
      { userId: 1, updatedAt: at(50) }, // plain, newest
      { userId: 2, updatedAt: at(10) }, // blue tick, old
      { userId: 3, updatedAt: at(40) }, // Elite
      { userId: 4, updatedAt: at(30) }, // blue tick and Elite
      { userId: 5, updatedAt: at(20) }, // plain
      { userId: 6, updatedAt: at(45) }, // Elite, newer
    ];
    const ranked = rankPromoted(candidates, new Set([2, 4]), new Set([3, 4, 6]));
    expect(ranked.map((c) => c.userId)).toEqual([4, 2, 6, 3, 1, 5]);
  });

  it('leaves the candidates as given', () => {
    const candidates = [
      { userId: 1, updatedAt: at(1) },
      { userId: 2, updatedAt: at(2) },
    ];
    rankPromoted(candidates, new Set(), new Set());
    expect(candidates.map((c) => c.userId)).toEqual([1, 2]);
  });
});
