import { describe, expect, it } from '@jest/globals';
import { formatBps, formatMinor, minorDigits } from './money';

describe('money in the console', () => {
  it('knows each currency’s decimals', () => {
    expect(minorDigits('INR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('writes minor units as the currency does', () => {
    expect(formatMinor(49900, 'INR')).toBe('₹499.00');
    expect(formatMinor(1200, 'JPY')).toContain('1,200');
    expect(formatMinor(null, 'INR')).toBe('—');
  });

  it('writes basis points as a percentage', () => {
    expect(formatBps(1000)).toBe('10%');
    expect(formatBps(1250)).toBe('12.5%');
  });
});
