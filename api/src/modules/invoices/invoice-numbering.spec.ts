import { financialYearOf, formatInvoiceNo, INVOICE_NO_PATTERN, istDate } from './invoice-numbering';

describe('invoice numbering', () => {
  it('starts a new financial year at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe(2026); // 23:59:59.999 IST, 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe(2027); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe(2026); // already 1 January 2027 in IST
  });

  it('dates an invoice by the calendar day in India', () => {
    expect(istDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(istDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('formats prefix, both short years and a padded serial within 16 characters', () => {
    expect(formatInvoiceNo('RC', 2026, 1)).toBe('RC2627-000001');
    expect(formatInvoiceNo('RC', 2099, 42)).toBe('RC9900-000042');
    expect(formatInvoiceNo('', 2026, 1234567)).toBe('2627-1234567');
    const longest = formatInvoiceNo('ABCD', 2026, 9_999_999);
    expect(longest).toHaveLength(16);
    expect(longest).toMatch(INVOICE_NO_PATTERN);
  });

  it('refuses a number that would break the 16-character rule or a serial below 1', () => {
    expect(() => formatInvoiceNo('ABCD', 2026, 10_000_000)).toThrow(/16-character/);
    expect(() => formatInvoiceNo('RC', 2026, 0)).toThrow(/serial/);
  });
});
