import { toPaise } from './rupee-value';

describe('rupee value of a foreign amount', () => {
  it('multiplies exactly, in the currency’s minor unit, rounding half up', () => {
    expect(toPaise(4500, 'AED', '22.6543')).toBe(101944); // 45.00 × 22.6543 = 1019.4435
    expect(toPaise(1200, 'USD', '83.25')).toBe(99900);
    expect(toPaise(1800, 'JPY', '0.5525')).toBe(99450); // no minor unit
    expect(toPaise(3700, 'KWD', '270.000001')).toBe(99900); // three decimals
    expect(toPaise(1, 'USD', '0.5')).toBe(1); // 0.5 paise rounds up
  });
});
