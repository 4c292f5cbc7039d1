import { formatMoney, minorDigits, toMajorString } from './money';

describe('money', () => {
  it('knows the minor unit of each currency', () => {
    expect(minorDigits('INR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('writes minor units as a major-unit decimal without rounding', () => {
    expect(toMajorString(117882, 'INR')).toBe('1178.82');
    expect(toMajorString(99900, 'INR')).toBe('999.00');
    expect(toMajorString(5, 'USD')).toBe('0.05');
    expect(toMajorString(1500, 'JPY')).toBe('1500');
    expect(toMajorString(12345, 'KWD')).toBe('12.345');
  });

  it('formats for people with the code and Indian grouping for rupees', () => {
    expect(formatMoney(12345678, 'INR')).toBe('INR 1,23,456.78');
    expect(formatMoney(12345678, 'USD')).toBe('USD 123,456.78');
    expect(formatMoney(1500, 'JPY')).toBe('JPY 1,500');
  });
});
