import { isValidGstin, recipientGstin } from './gstin';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '07AAGFF2194N1Z1', '33AACCM9093R1ZP', '24AAAAA0000A1Z8'])(
    'accepts %s',
    (gstin) => {
      expect(isValidGstin(gstin)).toBe(true);
    },
  );

  it.each(['27AAPFU0939F1ZW', '27AAPFU0939F1Z', 'ABCDEFGHIJKLMNO', '27aapfu0939f1zv', ''])(
    'refuses %p',
    (gstin) => {
      expect(isValidGstin(gstin)).toBe(false);
    },
  );

  it("prints a member's GST number only when it is a valid GSTIN, normalised", () => {
    expect(recipientGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(recipientGstin('GST pending')).toBeNull();
    expect(recipientGstin(null)).toBeNull();
  });
});
