import { placeOfSupply, splitGstInclusive } from './gst-tax';

const sum = (s: ReturnType<typeof splitGstInclusive>) => s.taxable + s.cgst + s.sgst + s.igst;

describe('splitGstInclusive', () => {
  it.each([
    // total, taxable, tax (total / 1.18 rounded to the paisa, the rest is tax)
    [99900, 84661, 15239], // Rs 999.00
    [117882, 99900, 17982], // Rs 1178.82: 999 plus GST
    [67864, 57512, 10352], // Rs 678.64
    [49900, 42288, 7612],
    [1, 1, 0],
    [0, 0, 0],
  ])('splits %i paise into CGST and SGST that add up exactly', (total, taxable, tax) => {
    const split = splitGstInclusive(total, 'intra_state');
    expect(split.taxable).toBe(taxable);
    expect(split.cgst + split.sgst).toBe(tax);
    expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
    expect(split.igst).toBe(0);
    expect(sum(split)).toBe(total);
  });

  it('gives the odd paisa of the tax to SGST', () => {
    expect(splitGstInclusive(99900, 'intra_state')).toEqual({
      total: 99900,
      taxable: 84661,
      cgst: 7619,
      sgst: 7620,
      igst: 0,
    });
    expect(splitGstInclusive(117882, 'intra_state')).toEqual({
      total: 117882,
      taxable: 99900,
      cgst: 8991,
      sgst: 8991,
      igst: 0,
    });
  });

  it.each([99900, 117882, 67864, 12345, 100])(
    'charges the whole tax as IGST to another state (%i)',
    (total) => {
      const split = splitGstInclusive(total, 'inter_state');
      expect(split.cgst + split.sgst).toBe(0);
      expect(split.igst).toBe(total - split.taxable);
      expect(sum(split)).toBe(total);
    },
  );

  it('matches the taxable value of every total to the nearest paisa', () => {
    for (let total = 0; total <= 200_000; total += 7) {
      const { taxable } = splitGstInclusive(total, 'inter_state');
      expect(Math.abs(taxable * 1.18 - total)).toBeLessThanOrEqual(0.59);
    }
  });

  it('charges no tax on an export: the whole amount is taxable value', () => {
    expect(splitGstInclusive(1200, 'export')).toEqual({
      total: 1200,
      taxable: 1200,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => splitGstInclusive(999.5, 'intra_state')).toThrow();
    expect(() => splitGstInclusive(-1, 'intra_state')).toThrow();
  });
});

describe('placeOfSupply', () => {
  const gujarat = { countryId: 101, countryName: 'India', stateId: 4030, gstin: null };

  it('is intra-state for a member in the supplier state', () => {
    expect(placeOfSupply(gujarat, '24')).toEqual({ supply: 'intra_state', code: '24', name: 'Gujarat' });
  });

  it('is inter-state for a member in another state', () => {
    expect(placeOfSupply({ ...gujarat, stateId: 4008 }, '24')).toEqual({
      supply: 'inter_state',
      code: '27',
      name: 'Maharashtra',
    });
  });

  it("follows a registered member's GSTIN state over the profile's state", () => {
    expect(placeOfSupply({ ...gujarat, gstin: '27AAPFU0939F1ZV' }, '24')).toEqual({
      supply: 'inter_state',
      code: '27',
      name: 'Maharashtra',
    });
  });

  it('is an export for a member outside India', () => {
    expect(
      placeOfSupply({ countryId: 233, countryName: 'United States', stateId: 1, gstin: null }, '24'),
    ).toEqual({
      supply: 'export',
      code: '96',
      name: 'United States',
    });
  });

  it('refuses to guess the tax for an Indian state it has no GST code for', () => {
    expect(() => placeOfSupply({ ...gujarat, stateId: 999999 }, '24')).toThrow(/No GST state code/);
  });
});
