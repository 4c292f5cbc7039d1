/** The byte-order mark that tells spreadsheet programs (Excel first) a CSV file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** A first character that makes a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it: quoted when it holds a comma, a quote, a line break or edge spaces, with
 * inner quotes doubled. Text that a spreadsheet would run as a formula (a member could name themselves
 * `=HYPERLINK(...)`) gets a leading apostrophe; numbers are written as they are.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended with CRLF as RFC 4180 says. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
