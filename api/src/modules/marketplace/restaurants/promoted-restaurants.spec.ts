import { promotedOrder } from './promoted-restaurants';

describe('promotedOrder', () => {
  it('puts blue ticks first, then Elite members, then the rest, keeping the candidates’ order in each group', () => {
    const candidates = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    const blue = new Set([4, 6]);
    const elite = new Set([2, 4, 5]);
    const order = promotedOrder(
      candidates,
      (id) => blue.has(id),
      (id) => elite.has(id),
    ).map((c) => c.id);
    expect(order).toEqual([4, 6, 2, 5, 1, 3]);
  });
});
