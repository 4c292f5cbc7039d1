import { unzipSync } from 'fflate';
import { AuditLogService } from '../src/core/audit/audit-log.service';
import { InvoiceClockService } from '../src/modules/invoices/invoice-clock';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import type { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { GSTR1_COLUMNS } from '../src/modules/invoices/exports/gstr1';
import { invoicedMember, paidPurchase } from './support/invoices';
import { useTestApi } from './support/api';
import { bytes, listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

const api = useTestApi();
const { http, outbox } = api;

// pdf-parse 2 ships CommonJS next to ESM; jest (CommonJS here) loads the CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

/** The financial years this file owns: it clears them first, so their numbering starts at 1. */
const OWN_YEARS = [2071, 2072, 2074];
/** Invoice days on both sides of the end of FY 2071-72 (noon in India). */
const MARCH_31 = new Date('2072-03-31T06:30:00Z');
const APRIL_1 = new Date('2072-04-01T06:30:00Z');
const PERIOD = { from: '2072-03-01', to: '2072-04-30' };

const GUJARAT_GSTIN = '24AAPFU0939F1Z1';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let finance: StaffMember;
let clock: jest.SpyInstance<Date, []>;
/** The fixture invoices in the order they were issued. */
const issued: InvoiceEntity[] = [];

/** A minimal RFC 4180 reader: quoted cells with doubled quotes and line breaks inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A CSV file's text after its BOM (which must be there). */
function csvText(data: Uint8Array): string {
  const text = Buffer.from(data).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1);
}

const get = (path: string, query: Record<string, unknown> = {}) =>
  http().get(path).query(listQuery(query)).set(staffAuth(finance));

beforeAll(async () => {
  finance = await staffMember(api, 'finance', 'ledger');
  await api.db.query('DELETE FROM invoices WHERE financial_year IN (?)', [OWN_YEARS]);
  await api.db.query('DELETE FROM invoice_counters WHERE financial_year IN (?)', [OWN_YEARS]);
  // The dollar's rupee rate, dated the day before the export's invoice (the latest earlier rate counts).
  await api.db.query("DELETE FROM exchange_rates WHERE currency = 'USD' AND rate_date LIKE '2072-%'");
  await api.db.query(
    "INSERT INTO exchange_rates (currency, rate_date, inr_per_unit, source) VALUES ('USD', '2072-03-30', '83.25', 'RBI reference rate')",
  );
  clock = jest.spyOn(api.app.get(InvoiceClockService), 'now');
  const issuer = api.app.get(InvoiceIssuerService);
  const member = (overrides: Record<string, unknown>) => invoicedMember(http, outbox, overrides);

  const gujaratB2b = await member({ gst_no: GUJARAT_GSTIN, business_name: 'Spice "Route", Surat' });
  const gujaratB2c = await member({ first_name: 'रिया', last_name: 'શાહ', business_name: 'Chai Corner' });
  const maharashtraB2b = await member({ gst_no: MAHARASHTRA_GSTIN, business_name: 'Pune Pantry' });
  const maharashtraB2c = await member({ state_id: 4008, city_id: 57589, business_name: 'Vada Pav Stop' });
  const abroad = await member({ country_id: 233, state_id: 1455, city_id: 110965 });

  const issue = async (at: Date, userId: number, overrides: Parameters<typeof paidPurchase>[1]) => {
    clock.mockReturnValue(at);
    issued.push(await issuer.issue(paidPurchase(userId, overrides)));
  };
  // FY 2071-72, on its last day.
  await issue(MARCH_31, gujaratB2b.id, { amountMinor: 118000 });
  await issue(MARCH_31, gujaratB2c.id, { amountMinor: 99900 });
  await issue(MARCH_31, maharashtraB2c.id, { amountMinor: 99900 });
  await issue(MARCH_31, abroad.id, { amountMinor: 1200, currency: 'USD', provider: 'razorpay' });
  // FY 2072-73, on its first day.
  await issue(APRIL_1, maharashtraB2b.id, { amountMinor: 118000 });
  await issue(APRIL_1, gujaratB2c.id, { amountMinor: 118000 });
  await issue(APRIL_1, maharashtraB2c.id, {
    amountMinor: 117882,
    kind: 'bluetick',
    planId: 2,
    planName: '1YearPlan',
  });
});
afterAll(() => clock.mockRestore());

describe('GET /admin-api/invoices', () => {
  it('lists the invoices of a month with their tax, newest first, and the total in Content-Range', async () => {
    const res = await get('/admin-api/invoices', { filter: { month: '2072-03' } }).expect(200);
    expect(res.headers['content-range']).toBe('invoices 0-3/4');
    expect(res.body.map((r: { id: number }) => r.id)).toEqual(
      issued
        .slice(0, 4)
        .map((i) => i.id)
        .reverse(),
    );
    expect(res.body[3]).toMatchObject({
      invoice_no: 'RC7172-000001',
      invoice_date: '2072-03-31',
      financial_year: 2071,
      supply_type: 'intra_state',
      place_of_supply: '24-Gujarat',
      currency: 'INR',
      taxable: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
      recipient: { gstin: GUJARAT_GSTIN, business_name: 'Spice "Route", Surat' },
    });
  });

  it.each([
    [{ q: GUJARAT_GSTIN.toLowerCase() }, [0]],
    [{ q: 'RC7273-000002' }, [5]],
    [{ q: 'pune pantry' }, [4]],
    [{ supply_type: 'export' }, [3]],
    [{ supply_type: 'inter_state' }, [2, 4, 6]],
    [{ kind: 'bluetick' }, [6]],
    [{ provider: 'razorpay' }, [3]],
    [{ financial_year: 2072 }, [4, 5, 6]],
    [{ from: '2072-04-01', to: '2072-04-01', supply_type: 'intra_state' }, [5]],
  ])('filters by %j', async (filter, expected) => {
    const res = await get('/admin-api/invoices', {
      filter: { ...PERIOD, ...filter },
      sort: ['id', 'ASC'],
    }).expect(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual(expected.map((n) => issued[n].id));
  });

  it('refuses a malformed filter with a 422 that names the field', async () => {
    const res = await get('/admin-api/invoices', { filter: { month: '2072-13' } }).expect(422);
    expect(res.body.errors).toHaveProperty('month');
    await get('/admin-api/invoices', { filter: { supply_type: 'moon' } }).expect(422);
    await get('/admin-api/invoices', { filter: { from: '2072-05-01', to: '2072-04-01' } }).expect(422);
  });
});

describe('GET /admin-api/invoices/totals', () => {
  it('sums the filtered invoices per currency, as computed by hand', async () => {
    const res = await get('/admin-api/invoices/totals', { filter: { month: '2072-03' } }).expect(200);
    // INR: 1180.00 (1000.00 + 90.00 + 90.00), 999.00 (846.61 + 76.19 + 76.20), 999.00 (846.61 + IGST 152.39).
    expect(res.body.data).toEqual([
      {
        currency: 'INR',
        count: 3,
        taxable: '2693.22',
        cgst: '166.19',
        sgst: '166.20',
        igst: '152.39',
        total: '3178.00',
      },
      {
        currency: 'USD',
        count: 1,
        taxable: '12.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '0.00',
        total: '12.00',
      },
    ]);
  });
});

describe('GET /admin-api/invoices/:id and its PDF', () => {
  it('shows one invoice and renders its PDF', async () => {
    const invoice = issued[4];
    const res = await get(`/admin-api/invoices/${invoice.id}`).expect(200);
    expect(res.body).toMatchObject({ id: invoice.id, invoice_no: 'RC7273-000001', igst: '180.00' });
    const pdf = await http()
      .get(`/admin-api/invoices/${invoice.id}/pdf`)
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    try {
      expect((await parser.getText()).text).toContain('RC7273-000001');
    } finally {
      await parser.destroy();
    }
  });

  it('answers 404 for an unknown invoice', async () => {
    await get('/admin-api/invoices/999999999').expect(404);
  });
});

describe('the invoice register export', () => {
  it('streams every invoice of the period as a UTF-8 CSV with a BOM, quoted for spreadsheets', async () => {
    const res = await http()
      .get('/admin-api/invoices/export/register.csv')
      .query(listQuery({ filter: PERIOD }))
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('7');
    const text = csvText(res.body as Buffer);
    expect(text).toContain('"Spice ""Route"", Surat"');
    const rows = parseCsv(text);
    const [heading, ...records] = rows;
    expect(records).toHaveLength(7);
    expect(records.every((r) => r.length === heading.length)).toBe(true);
    const at = (row: string[], column: string) => row[heading.indexOf(column)];
    expect(records.map((r) => at(r, 'Invoice number'))).toEqual(issued.map((i) => i.invoice_no));
    expect(at(records[0], 'Recipient business name')).toBe('Spice "Route", Surat');
    expect(at(records[1], 'Recipient name')).toBe('रिया શાહ');
    expect(at(records[1], 'Recipient GSTIN')).toBe('Unregistered');
    expect(at(records[1], 'CGST amount')).toBe('76.19');
    expect(at(records[1], 'SGST amount')).toBe('76.20');
    expect(at(records[3], 'Supply type')).toBe('Export');
    expect(at(records[3], 'Currency')).toBe('USD');
    expect(at(records[6], 'IGST amount')).toBe('179.82');
    expect(at(records[6], 'Financial year')).toBe('2072-73');
  });

  it('streams a period longer than one read (keyset batches), every invoice once and in order', async () => {
    // 1,201 invoices of FY 2074-75 written straight into the table (copies of the first fixture).
    const rows = Array.from({ length: 1201 }, (_, i) => i + 1);
    const [template] = await api.db.query('SELECT * FROM invoices WHERE id = ?', [issued[0].id]);
    const values = rows.map((serial) => [
      `RC7475-${String(serial).padStart(6, '0')}`,
      2074,
      serial,
      3_500_000_000 + serial,
      template.user_id,
      template.total_minor,
      template.taxable_minor,
      template.cgst_minor,
      template.sgst_minor,
      typeof template.parties === 'string' ? template.parties : JSON.stringify(template.parties),
    ]);
    await api.db.query(
      `INSERT INTO invoices (invoice_no, financial_year, serial, payment_id, user_id, kind, plan_id, plan_name,
         currency, total_minor, taxable_minor, cgst_minor, sgst_minor, igst_minor, supply_type,
         place_of_supply_code, place_of_supply_name, sac, invoice_date, issued_at, paid_at, provider,
         provider_ref, parties)
       SELECT v.no, v.fy, v.serial, v.pid, v.uid, 'elite', 1, 'Elite Membership', 'INR', v.total, v.taxable,
         v.cgst, v.sgst, 0, 'intra_state', '24', 'Gujarat', '998599', '2074-06-15', '2074-06-15 06:30:00',
         '2074-06-15 06:30:00', 'payu', 'bulk', v.parties
       FROM JSON_TABLE(?, '$[*]' COLUMNS (
         no VARCHAR(16) PATH '$[0]', fy INT PATH '$[1]', serial INT PATH '$[2]', pid BIGINT PATH '$[3]',
         uid INT PATH '$[4]', total INT PATH '$[5]', taxable INT PATH '$[6]', cgst INT PATH '$[7]',
         sgst INT PATH '$[8]', parties LONGTEXT PATH '$[9]')) AS v`,
      [JSON.stringify(values)],
    );
    const res = await http()
      .get('/admin-api/invoices/export/register.csv')
      .query(listQuery({ filter: { financial_year: 2074 } }))
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(res.headers['x-export-rows']).toBe('1201');
    const [, ...records] = parseCsv(csvText(res.body as Buffer));
    expect(records.map((r) => r[0])).toEqual(rows.map((n) => `RC7475-${String(n).padStart(6, '0')}`));
  });

  it('records the export in the audit log', async () => {
    const [entries] = await api.app.get(AuditLogService).list({
      sort: { field: 'id', order: 'DESC' },
      offset: 0,
      limit: 5,
      filter: { staff_id: finance.id, action: 'invoice.export_register' },
    });
    expect(entries.map((e) => (e.after as { rows: number }).rows)).toContain(7);
  });
});

describe('the GSTR-1 export', () => {
  let files: Record<string, string[][]>;

  beforeAll(async () => {
    const res = await http()
      .get('/admin-api/invoices/export/gstr1.zip')
      .query(listQuery({ filter: PERIOD }))
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    files = Object.fromEntries(Object.entries(zip).map(([name, data]) => [name, parseCsv(csvText(data))]));
  });

  it('holds the five sections under the offline tool’s column names', () => {
    expect(Object.keys(files).sort()).toEqual(['b2b.csv', 'b2cs.csv', 'docs.csv', 'exp.csv', 'hsn.csv']);
    for (const section of ['b2b', 'b2cs', 'exp', 'hsn', 'docs'] as const)
      expect(files[`${section}.csv`][0]).toEqual([...GSTR1_COLUMNS[section]]);
  });

  it('lists the invoices to members with a GSTIN in B2B', () => {
    expect(files['b2b.csv'].slice(1)).toEqual([
      [
        GUJARAT_GSTIN,
        'Spice "Route", Surat',
        'RC7172-000001',
        '31-Mar-2072',
        '1180.00',
        '24-Gujarat',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '1000.00',
        '0.00',
      ],
      [
        MAHARASHTRA_GSTIN,
        'Pune Pantry',
        'RC7273-000001',
        '01-Apr-2072',
        '1180.00',
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '1000.00',
        '0.00',
      ],
    ]);
  });

  it('sums the others in B2CS by place of supply and rate', () => {
    // Gujarat: 846.61 (of 999.00) + 1000.00 (of 1180.00); Maharashtra: 846.61 + 999.00 (of 1178.82).
    expect(files['b2cs.csv'].slice(1)).toEqual([
      ['OE', '24-Gujarat', '', '18', '1846.61', '0.00', ''],
      ['OE', '27-Maharashtra', '', '18', '1845.61', '0.00', ''],
    ]);
  });

  it('lists the export in EXP, zero-rated under a letter of undertaking, in rupees with its currency and rate', () => {
    // USD 12.00 at ₹83.25 (the rate of 30 March, the latest on or before the invoice's day) = ₹999.00.
    expect(files['exp.csv'].slice(1)).toEqual([
      [
        'WOPAY',
        'RC7172-000004',
        '31-Mar-2072',
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
        '30-Mar-2072',
      ],
    ]);
  });

  it('sums every invoice by SAC and rate in the HSN summary', () => {
    // 18%: totals 1180 + 999 + 999 + 1180 + 1180 + 1178.82; IGST 152.39 + 180 + 179.82;
    // CGST 90 + 76.19 + 90; SGST 90 + 76.20 + 90. 0%: the export of USD 12.00, in rupees.
    expect(files['hsn.csv'].slice(1)).toEqual([
      [
        '998599',
        'Membership and verification services',
        'NA',
        '6',
        '6716.82',
        '18',
        '5692.22',
        '512.21',
        '256.19',
        '256.20',
        '0.00',
      ],
      [
        '998599',
        'Membership and verification services',
        'NA',
        '1',
        '999.00',
        '0',
        '999.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
  });

  it('gives each financial year’s series its first and last number, count and cancelled', () => {
    expect(files['docs.csv'].slice(1)).toEqual([
      ['Invoices for outward supply', 'RC7172-000001', 'RC7172-000004', '4', '0'],
      ['Invoices for outward supply', 'RC7273-000001', 'RC7273-000003', '3', '0'],
    ]);
  });
});
