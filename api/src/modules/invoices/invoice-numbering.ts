/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** At most 16 characters of letters, digits, `/` and `-` (Rule 46(b) of the CGST Rules). */
export const INVOICE_NO_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The digits of the serial part; the serial grows past them rather than wrap. */
const SERIAL_DIGITS = 6;

/** The calendar date in India at an instant, as `YYYY-MM-DD` (the invoice date). */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date written DD-MM-YYYY, the way dates are read on Indian invoices. */
export const indianDate = (isoDate: string): string => isoDate.split('-').reverse().join('-');

/**
 * The Indian financial year (1 April to 31 March, in IST) an instant falls in, named by the year it starts:
 * 2026 is FY 2026-27.
 */
export function financialYearOf(at: Date): number {
  const [year, month] = istDate(at).split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/**
 * The invoice number of a serial within a financial year: prefix, the two short years, a dash and the
 * zero-padded serial, e.g. `RC2627-000001` for the first invoice of FY 2026-27 (see decision 035).
 */
export function formatInvoiceNo(prefix: string, financialYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new Error(`Invalid invoice serial: ${serial}`);
  const years = `${String(financialYear % 100).padStart(2, '0')}${String((financialYear + 1) % 100).padStart(2, '0')}`;
  const number = `${prefix}${years}-${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (!INVOICE_NO_PATTERN.test(number))
    throw new Error(`Invoice number ${number} breaks the 16-character rule`);
  return number;
}
