import { orderPromoted } from './promoted';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

describe('orderPromoted', () => {
  it('puts blue-tick members first, then Elite members, then the rest, each newest profile first', () => {
    const facts = new Map([
      [1, { blueTick: false, elite: false, updatedAt: at(50) }], // plain, newest
      [2, { blueTick: true, elite: false, updatedAt: at(10) }], // blue tick, old
      [3, { blueTick: false, elite: true, updatedAt: at(40) }], // Elite
      [4, { blueTick: true, elite: true, updatedAt: at(30) }], // blue tick and Elite
      [5, { blueTick: false, elite: false, updatedAt: at(20) }], // plain
      [6, { blueTick: false, elite: true, updatedAt: at(45) }], // Elite, newer
    ]);
    expect(orderPromoted([1, 2, 3, 4, 5, 6, 7], (id) => facts.get(id))).toEqual([4, 2, 6, 3, 1, 5]);
  });

  it('leaves the candidates as given', () => {
    const candidates = [1, 2];
    orderPromoted(candidates, () => ({ blueTick: false, elite: false, updatedAt: at(1) }));
    expect(candidates).toEqual([1, 2]);
  });
});
