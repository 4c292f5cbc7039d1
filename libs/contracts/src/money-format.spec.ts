import { describe, expect, it } from '@jest/globals';
import { formatMoney, formatPrice, fromMinorUnits, taxNoteFor } from './money-format.js';

describe('money copy', () => {
  it('writes rupees with ₹ and Indian digit grouping', () => {
    expect(formatMoney(999, 'INR')).toBe('₹999');
    expect(formatMoney(118000, 'INR', 'Rs')).toBe('₹1,18,000');
    expect(formatMoney('1180.5', 'INR')).toBe('₹1,180.50');
  });

  it('writes other currencies with an unmistakable symbol or their code, never the catalogue symbol', () => {
    expect(formatMoney(12, 'USD', '$')).toBe('US$12');
    expect(formatMoney(45, 'AED', 'د.إ')).toBe('AED 45');
    expect(formatMoney(16, 'SGD', '$')).toBe('SGD 16');
    expect(formatMoney(3.7, 'KWD', 'KD')).toBe('KWD 3.70');
    expect(formatMoney(11, 'EUR', '€')).toBe('€11');
  });

  it('turns minor units into the amount, per currency', () => {
    expect(fromMinorUnits(4500, 'AED')).toBe(45);
    expect(fromMinorUnits(1800, 'JPY')).toBe(1800);
    expect(fromMinorUnits(3700, 'KWD')).toBe(3.7);
  });

  it('says whether GST is included, only for rupee prices', () => {
    expect(taxNoteFor('INR', 999, 999)).toBe('gst-included');
    expect(taxNoteFor('INR', 499, 589)).toBe('plus-gst');
    expect(taxNoteFor('USD', 12, 12)).toBe('no-tax');
    expect(formatPrice(999, 'INR', 'gst-included')).toBe('₹999 (GST included)');
    expect(formatPrice(499, 'INR', 'plus-gst')).toBe('₹499 plus GST');
    expect(formatPrice(45, 'AED', 'no-tax', 'د.إ')).toBe('AED 45 (no tax added)');
    expect(formatPrice(12, 'USD', 'none', '$')).toBe('US$12');
  });
});
