import type { StaffExchangeRate } from '@app/contracts';
import { unzipSync } from 'fflate';
import { InvoiceClockService } from '../src/modules/invoices/invoice-clock';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import type { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { GSTR1_COLUMNS } from '../src/modules/invoices/exports/gstr1';
import { useTestApi } from './support/api';
import { invoicedMember, paidPurchase } from './support/invoices';
import { bytes, listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

// pdf-parse 2 ships CommonJS next to ESM; jest (CommonJS here) loads the CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

/**
 * Issue 38 item 5 (decision 293): finance enters rupee exchange rates in the console; each foreign-currency
 * invoice stores its rupee value at the rate of its date (or the latest earlier one); the invoice prints
 * both; GSTR-1 is in rupees with the currency and the rate beside each export.
 */
const api = useTestApi();
const { http, outbox } = api;

/** The financial year this file owns (its invoices are cleared first); invoices in June 2075. */
const OWN_YEAR = 2075;
const JUNE_10 = new Date('2075-06-10T06:30:00Z');
const JUNE_20 = new Date('2075-06-20T06:30:00Z');
const MONTH = { month: '2075-06' };
const CURRENCIES = ['AED', 'USD', 'SGD'];

let finance: StaffMember;
let moderator: StaffMember;
const issued: Record<string, InvoiceEntity> = {};

const rate = (body: Record<string, unknown>) =>
  http().post('/admin-api/exchange-rates').set(staffAuth(finance)).send(body);

const gstr1 = () =>
  http()
    .get('/admin-api/invoices/export/gstr1.zip')
    .query(listQuery({ filter: MONTH }))
    .set(staffAuth(finance))
    .buffer(true)
    .parse(bytes);

/** The rows of one CSV of the zip (no quoted cells in these files), without the BOM and the headings. */
function rowsOf(zip: Record<string, Uint8Array>, name: string): string[][] {
  const lines = Buffer.from(zip[name]!).toString('utf8').slice(1).split('\r\n').filter(Boolean);
  return lines.slice(1).map((line) => line.split(','));
}

beforeAll(async () => {
  finance = await staffMember(api, 'finance', 'rates');
  moderator = await staffMember(api, 'moderator', 'rates');
  await api.db.query('DELETE FROM invoices WHERE financial_year = ?', [OWN_YEAR]);
  await api.db.query('DELETE FROM invoice_counters WHERE financial_year = ?', [OWN_YEAR]);
  await api.db.query('DELETE FROM exchange_rates WHERE currency IN (?)', [CURRENCIES]);

  const clock = jest.spyOn(api.app.get(InvoiceClockService), 'now');
  const issuer = api.app.get(InvoiceIssuerService);
  const home = await invoicedMember(http, outbox, { business_name: 'Surat Snacks' });
  const abroad = await invoicedMember(http, outbox, { country_id: 233, state_id: 1455, city_id: 110965 });

  // The rates finance entered before June; the dirham twice (the invoice takes the latest on or before its day).
  await rate({
    currency: 'AED',
    rate_date: '2026-01-02',
    inr_per_unit: '22.1',
    source: 'RBI reference rate',
  }).expect(201);
  await rate({
    currency: 'aed',
    rate_date: '2026-01-05',
    inr_per_unit: '22.6543',
    source: 'RBI reference rate',
  }).expect(201);
  await rate({
    currency: 'USD',
    rate_date: '2026-01-05',
    inr_per_unit: 83.25,
    source: 'RBI reference rate',
  }).expect(201);

  const issue = async (
    at: Date,
    key: string,
    userId: number,
    overrides: Parameters<typeof paidPurchase>[1],
  ) => {
    clock.mockReturnValue(at);
    issued[key] = await issuer.issue(paidPurchase(userId, overrides));
  };
  await issue(JUNE_10, 'INR', home.id, { amountMinor: 99900 });
  await issue(JUNE_10, 'AED', abroad.id, { amountMinor: 4500, currency: 'AED', provider: 'razorpay' });
  await issue(JUNE_20, 'USD', abroad.id, { amountMinor: 1200, currency: 'USD', provider: 'razorpay' });
  // No Singapore dollar rate yet: issued all the same, valued later.
  await issue(JUNE_20, 'SGD', abroad.id, { amountMinor: 1600, currency: 'SGD', provider: 'razorpay' });
  clock.mockRestore();
});

describe('exchange rates in the console', () => {
  it('lists the rates newest first, filtered by currency, for finance only', async () => {
    const res = await http()
      .get('/admin-api/exchange-rates')
      .query(listQuery({ filter: { currency: 'aed' } }))
      .set(staffAuth(finance))
      .expect(200);
    expect(res.headers['content-range']).toBe('exchange-rates 0-1/2');
    expect(res.body.map((r: StaffExchangeRate) => [r.rate_date, r.inr_per_unit])).toEqual([
      ['2026-01-05', '22.654300'],
      ['2026-01-02', '22.100000'],
    ]);
    await http().get('/admin-api/exchange-rates').set(staffAuth(moderator)).expect(403);
  });

  it.each([
    [{ currency: 'INR', rate_date: '2026-01-05', inr_per_unit: '1', source: 'x' }, 'currency'],
    [{ currency: 'DIRHAM', rate_date: '2026-01-05', inr_per_unit: '1', source: 'x' }, 'currency'],
    [{ currency: 'AED', rate_date: '5 Jan', inr_per_unit: '22', source: 'x' }, 'rate_date'],
    [{ currency: 'AED', rate_date: '2999-01-01', inr_per_unit: '22', source: 'x' }, 'rate_date'],
    [{ currency: 'AED', rate_date: '2026-01-05', inr_per_unit: '22', source: 'x' }, 'rate_date'],
    [{ currency: 'AED', rate_date: '2026-01-06', inr_per_unit: '0', source: 'x' }, 'inr_per_unit'],
    [{ currency: 'AED', rate_date: '2026-01-06', inr_per_unit: '-3', source: 'x' }, 'inr_per_unit'],
    [{ currency: 'AED', rate_date: '2026-01-06', inr_per_unit: '22.1234567', source: 'x' }, 'inr_per_unit'],
    [{ currency: 'AED', rate_date: '2026-01-06', inr_per_unit: '22', source: '' }, 'source'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const res = await rate(body).expect(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('keeps a rate an invoice was valued at (409), and lets an unused one change', async () => {
    const list = await http()
      .get('/admin-api/exchange-rates')
      .query(listQuery({ filter: { currency: 'AED' } }))
      .set(staffAuth(finance))
      .expect(200);
    const [used, unused] = list.body as StaffExchangeRate[];
    const body = { currency: 'AED', inr_per_unit: '23', source: 'RBI reference rate' };
    await http()
      .put(`/admin-api/exchange-rates/${used!.id}`)
      .set(staffAuth(finance))
      .send({ ...body, rate_date: used!.rate_date })
      .expect(409);
    const changed = await http()
      .put(`/admin-api/exchange-rates/${unused!.id}`)
      .set(staffAuth(finance))
      .send({ ...body, rate_date: unused!.rate_date, inr_per_unit: '22.2' })
      .expect(200);
    expect(changed.body.inr_per_unit).toBe('22.200000');
  });
});

describe('a foreign-currency invoice', () => {
  it('stores its rupee value at the latest rate on or before its date', () => {
    // AED 45.00 × 22.6543 = ₹1,019.4435 → ₹1,019.44.
    expect(issued.AED).toMatchObject({
      inr_rate: '22.654300',
      inr_rate_date: '2026-01-05',
      total_inr_paise: 101944,
      taxable_inr_paise: 101944,
    });
    expect(issued.INR).toMatchObject({ inr_rate: null, total_inr_paise: null });
    expect(issued.SGD).toMatchObject({ inr_rate: null, total_inr_paise: null });
  });

  it('prints both values on the PDF', async () => {
    const res = await http()
      .get(`/admin-api/invoices/${issued.AED!.id}/pdf`)
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const { text } = await new PDFParse({ data: new Uint8Array(res.body as Buffer) }).getText();
    expect(text).toContain('AED 45.00');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Value in rupees: taxable INR 1,019.44, total INR 1,019.44, at 1 AED = INR 22.6543 (exchange rate of 05-01-2026).',
    );
  });
});

describe('GSTR-1 of a month with rupee, dirham, dollar and Singapore dollar invoices', () => {
  it('refuses to export while a currency has no rate for an invoice’s date, naming it', async () => {
    const res = await gstr1().expect(422);
    const body = JSON.parse(Buffer.from(res.body as Buffer).toString('utf8'));
    expect(body.errors.exchange_rate).toEqual([
      'No SGD rate on or before 20-06-2075: add it under Exchange rates',
    ]);
  });

  it('exports every amount in rupees, with the currency and the rate beside each export', async () => {
    await rate({
      currency: 'SGD',
      rate_date: '2026-01-05',
      inr_per_unit: '64.5',
      source: 'RBI reference rate',
    }).expect(201);
    const zip = unzipSync(new Uint8Array((await gstr1().expect(200)).body as Buffer));
    expect(rowsOf(zip, 'exp.csv')[0]).toBeDefined();
    expect(Buffer.from(zip['exp.csv']!).toString('utf8').slice(1).split('\r\n')[0]).toBe(
      GSTR1_COLUMNS.exp.join(','),
    );
    const no = (key: string) => issued[key]!.invoice_no;
    expect(rowsOf(zip, 'exp.csv')).toEqual([
      [
        'WOPAY',
        no('AED'),
        '10-Jun-2075',
        '1019.44',
        '',
        '',
        '',
        '0',
        '1019.44',
        '0.00',
        'AED',
        '45.00',
        '22.654300',
        '05-Jan-2026',
      ],
      [
        'WOPAY',
        no('USD'),
        '20-Jun-2075',
        '999.00',
        '',
        '',
        '',
        '0',
        '999.00',
        '0.00',
        'USD',
        '12.00',
        '83.250000',
        '05-Jan-2026',
      ],
      // Valued by the export at the rate entered since (and kept on the invoice).
      [
        'WOPAY',
        no('SGD'),
        '20-Jun-2075',
        '1032.00',
        '',
        '',
        '',
        '0',
        '1032.00',
        '0.00',
        'SGD',
        '16.00',
        '64.500000',
        '05-Jan-2026',
      ],
    ]);
    // HSN in rupees: 18% the rupee invoice (₹999.00, GST included); 0% the three exports, 1019.44 + 999 + 1032.
    const hsn = rowsOf(zip, 'hsn.csv');
    expect(hsn.map((row) => [row[3], row[4], row[5], row[6]])).toEqual([
      ['1', '999.00', '18', '846.61'],
      ['3', '3050.44', '0', '3050.44'],
    ]);
    const [stored] = await api.db.query('SELECT total_inr_paise FROM invoices WHERE id = ?', [
      issued.SGD!.id,
    ]);
    expect(Number(stored.total_inr_paise)).toBe(103200);
  });
});
