import {
  isValidAadhaar,
  isValidPan,
  maskLast4,
  normaliseAadhaar,
  normalisePan,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity-numbers';

describe('PAN', () => {
  it('accepts five letters, four digits and a letter, after upper-casing and removing spaces', () => {
    expect(isValidPan(normalisePan(' abcpe 1234f '))).toBe(true);
    expect(isValidPan('ABCPE1234F')).toBe(true);
  });

  it.each(['ABCPE1234', 'ABCP12345F', '1BCPE1234F', 'ABCPE1234FF', 'ABCPE12A4F', ''])('refuses %p', (pan) => {
    expect(isValidPan(pan)).toBe(false);
  });
});

describe('Aadhaar (Verhoeff)', () => {
  it("knows the algorithm's published examples", () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('accepts 12 digits with a matching check digit, typed in groups of 4', () => {
    const number = `23412341234${verhoeffCheckDigit('23412341234')}`;
    expect(
      isValidAadhaar(normaliseAadhaar(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)),
    ).toBe(true);
  });

  it('refuses a wrong check digit, a swap of neighbours, a wrong length, letters and a leading 0 or 1', () => {
    const good = `23412341234${verhoeffCheckDigit('23412341234')}`;
    const wrong = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    const swapped = `${good[1]}${good[0]}${good.slice(2)}`;
    expect(isValidAadhaar(wrong)).toBe(false);
    expect(isValidAadhaar(swapped)).toBe(false);
    expect(isValidAadhaar(good.slice(0, 11))).toBe(false);
    expect(isValidAadhaar(`${good.slice(0, 11)}A`)).toBe(false);
    const leadingOne = `1${good.slice(1, 11)}`;
    expect(isValidAadhaar(`${leadingOne}${verhoeffCheckDigit(leadingOne)}`)).toBe(false);
  });
});

describe('masking', () => {
  it('keeps the last four characters only', () => {
    expect(maskLast4('1234', 12)).toBe('XXXXXXXX1234');
    expect(maskLast4('234F', 10)).toBe('XXXXXX234F');
  });
});
