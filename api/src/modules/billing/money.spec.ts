import { chargeStep, formatDecimal, minimumCharge, parseDecimal, toMajor } from './money';

describe('money in minor units', () => {
  it('formats amounts with the currency’s decimals', () => {
    expect(formatDecimal(67864, 2)).toBe('678.64');
    expect(formatDecimal(99900, 2)).toBe('999.00');
    expect(formatDecimal(5, 2)).toBe('0.05');
    expect(formatDecimal(1800, 0)).toBe('1800');
    expect(formatDecimal(3700, 3)).toBe('3.700');
  });

  it('answers major-unit numbers without float noise', () => {
    expect(toMajor(117882, 2)).toBe(1178.82);
    expect(toMajor(1850, 3)).toBe(1.85);
    expect(toMajor(900, 0)).toBe(900);
  });

  it('reads provider amounts and refuses what is not an amount of the currency', () => {
    expect(parseDecimal('678.64', 2)).toBe(67864);
    expect(parseDecimal('678.6', 2)).toBe(67860);
    expect(parseDecimal('999', 2)).toBe(99900);
    expect(parseDecimal('1800.00', 0)).toBe(1800);
    expect(parseDecimal('3.700', 3)).toBe(3700);
    expect(parseDecimal('678.641', 2)).toBeNull();
    expect(parseDecimal('-1.00', 2)).toBeNull();
    expect(parseDecimal('1e3', 2)).toBeNull();
    expect(parseDecimal('', 2)).toBeNull();
    expect(parseDecimal(undefined, 2)).toBeNull();
  });

  it('knows the step and the floor of a charge', () => {
    expect(chargeStep(3)).toBe(10);
    expect(chargeStep(2)).toBe(1);
    expect(minimumCharge(0)).toBe(1);
    expect(minimumCharge(3)).toBe(1000);
  });
});
