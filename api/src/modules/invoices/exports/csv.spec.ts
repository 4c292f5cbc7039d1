import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('RC2627-000001')).toBe('RC2627-000001');
    expect(csvCell(18)).toBe('18');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Shah, Riya')).toBe('"Shah, Riya"');
    expect(csvCell('The "Best" Dhaba')).toBe('"The ""Best"" Dhaba"');
    expect(csvCell('Line 1\nLine 2')).toBe('"Line 1\nLine 2"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('keeps text in any script as it is', () => {
    expect(csvCell('रिया शाह')).toBe('रिया शाह');
    expect(csvCell('સુરત')).toBe('સુરત');
  });

  it('disarms text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 99')).toBe("'+91 99");
    expect(csvCell('@sum')).toBe("'@sum");
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', 1])).toBe('a,"b,c",1\r\n');
  });
});
