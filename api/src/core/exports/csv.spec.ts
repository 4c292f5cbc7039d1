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

  // Every first character that Excel, LibreOffice or Google Sheets reads as the start of a formula (OWASP's
  // CSV injection list): the cell must reach the spreadsheet as text.
  it.each([
    ['=', '=1+1', "'=1+1"],
    ['+', '+cmd|calc', "'+cmd|calc"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('puts an apostrophe before a cell that starts with %s', (_start, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('guards only the first character, and leaves numbers (negative ones too) as numbers', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Shah - Surat')).toBe('Shah - Surat');
    expect(csvCell(-250)).toBe('-250');
  });

  it('quotes a guarded cell that also needs quoting', () => {
    expect(csvCell('=SUM(A1,B1)')).toBe(`"'=SUM(A1,B1)"`);
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', 1])).toBe('a,"b,c",1\r\n');
  });

  it('guards every cell of the line', () => {
    expect(csvLine(['report:spam', '=cmd', null])).toBe("report:spam,'=cmd,\r\n");
  });
});
