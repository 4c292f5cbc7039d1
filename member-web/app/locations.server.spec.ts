import { describe, expect, it } from '@jest/globals';
import { idFrom } from './locations.server';

describe('idFrom', () => {
  it('reads a positive whole number from a form or query value', () => {
    expect(idFrom('134096')).toBe(134096);
  });

  it('refuses anything else: empty, zero, negative, decimal, text, a file', () => {
    for (const value of ['', '0', '-4', '4.5', '4030abc', ' 12', null, undefined]) {
      expect(idFrom(value)).toBeUndefined();
    }
    expect(idFrom(new File(['1'], 'id.txt'))).toBeUndefined();
  });
});
