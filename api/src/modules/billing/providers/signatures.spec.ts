import { sameHex } from './signatures';

describe('sameHex', () => {
  it('accepts the same hex in either case', () => {
    expect(sameHex('ABCdef01', 'abcdef01')).toBe(true);
  });

  it('refuses different, shorter, non-hex or missing values', () => {
    expect(sameHex('abcdef02', 'abcdef01')).toBe(false);
    expect(sameHex('abcdef0', 'abcdef01')).toBe(false);
    expect(sameHex('zzzzzzzz', 'abcdef01')).toBe(false);
    expect(sameHex(undefined, 'abcdef01')).toBe(false);
    expect(sameHex(['abcdef01'], 'abcdef01')).toBe(false);
  });
});
