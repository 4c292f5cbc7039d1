import { describe, expect, it } from '@jest/globals';
import { formatMoney, formatPrice, taxNoteFor } from './money-format.js';

describe('money copy', () => {
  it('writes rupees with ₹ and Indian digit grouping', () => {
    expect(formatMoney(999, 'INR')).toBe('₹999');
    expect(formatMoney(118000, 'INR', 'Rs')).toBe('₹1,18,000');
    expect(formatMoney('1180.5', 'INR')).toBe('₹1,180.50');
  });

  it('uses the server symbol or the code for other currencies', () => {
    expect(formatMoney(12, 'USD', '$')).toBe('$12');
    expect(formatMoney(3.7, 'KWD', 'KD')).toBe('KD3.70');
    expect(formatMoney(18, 'AUD')).toBe('AUD 18');
  });

  it('says whether GST is included, only for rupee prices', () => {
    expect(taxNoteFor('INR', 999, 999)).toBe('gst-included');
    expect(taxNoteFor('INR', 499, 589)).toBe('plus-gst');
    expect(taxNoteFor('USD', 12, 12)).toBe('none');
    expect(formatPrice(999, 'INR', 'gst-included')).toBe('₹999 (GST included)');
    expect(formatPrice(499, 'INR', 'plus-gst')).toBe('₹499 plus GST');
    expect(formatPrice(12, 'USD', 'none', '$')).toBe('$12');
  });
});
