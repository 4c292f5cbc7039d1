import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InvoiceCounterEntity } from '../src/modules/invoices/entities/invoice-counter.entity';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity';
import { allGstStates } from '../src/modules/invoices/gst-states';
import { InvoiceClockService } from '../src/modules/invoices/invoice-clock';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { invoicedMember, paidPurchase as purchase } from './support/invoices';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

let issuer: InvoiceIssuerService;
let invoices: Repository<InvoiceEntity>;
let counters: Repository<InvoiceCounterEntity>;
let clock: jest.SpyInstance<Date, []>;

/** Financial years far ahead belong to this file: it clears them first, so its numbering starts at 1. */
const OWN_YEARS = [2041, 2043, 2044, 2045, 2046, 2047];
/** Mid-year instants of a financial year (June, IST). */
const inYear = (year: number) => new Date(`${year}-06-15T06:30:00Z`);

const serialsOf = (rows: InvoiceEntity[]) => rows.map((r) => r.serial).sort((a, b) => a - b);

const member = (overrides: Record<string, unknown> = {}) => invoicedMember(http, outbox, overrides);

beforeAll(async () => {
  issuer = api.app.get(InvoiceIssuerService);
  invoices = api.app.get(getRepositoryToken(InvoiceEntity));
  counters = api.app.get(getRepositoryToken(InvoiceCounterEntity));
  await api.db.query('DELETE FROM invoices WHERE financial_year IN (?)', [OWN_YEARS]);
  await api.db.query('DELETE FROM invoice_counters WHERE financial_year IN (?)', [OWN_YEARS]);
  clock = jest.spyOn(api.app.get(InvoiceClockService), 'now');
});
afterAll(async () => {
  clock.mockRestore();
});

describe('invoice numbers', () => {
  it('gives 20 payments issued at once the serials 1 to 20 of the year, without gaps or repeats', async () => {
    clock.mockReturnValue(inYear(2041));
    const buyer = await member();
    const issued = await Promise.all(Array.from({ length: 20 }, () => issuer.issue(purchase(buyer.id))));

    expect(serialsOf(issued)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.invoice_no)).size).toBe(20);
    expect(issued.map((i) => i.invoice_no).sort()[0]).toBe('RC4142-000001');
    for (const invoice of issued) expect(invoice.invoice_no).toMatch(/^RC4142-0000(0[1-9]|1[0-9]|20)$/);
    expect(await counters.findOneBy({ financial_year: 2041 })).toEqual({
      financial_year: 2041,
      last_serial: 20,
    });
  });

  it('issues one invoice, one number and one receipt for a payment however often its job runs', async () => {
    clock.mockReturnValue(inYear(2045));
    const buyer = await member();
    const paid = purchase(buyer.id);
    const first = await issuer.issue(paid);
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => issuer.issue(paid)));
    const later = await issuer.issue(paid);

    for (const invoice of [...again, later]) expect(invoice.id).toBe(first.id);
    expect(await invoices.countBy({ payment_id: paid.paymentId })).toBe(1);
    expect((await counters.findOneBy({ financial_year: 2045 }))!.last_serial).toBe(1);
    expect(await outbox.count(buyer.email, 'payment-receipt')).toBe(1);

    const next = await issuer.issue(purchase(buyer.id));
    expect(next.invoice_no).toBe('RC4546-000002');
  });

  it('issues one invoice when the same payment is issued concurrently from the start', async () => {
    clock.mockReturnValue(inYear(2045));
    const buyer = await member();
    const paid = purchase(buyer.id);
    const before = (await counters.findOneBy({ financial_year: 2045 }))!.last_serial;
    const runs = await Promise.all([1, 2, 3, 4].map(() => issuer.issue(paid)));

    expect(new Set(runs.map((r) => r.id)).size).toBe(1);
    expect((await counters.findOneBy({ financial_year: 2045 }))!.last_serial).toBe(before + 1);
    expect(await outbox.count(buyer.email, 'payment-receipt')).toBe(1);
  });

  it('gives back the number when storing the invoice fails, so the next one follows without a gap', async () => {
    clock.mockReturnValue(inYear(2046));
    const buyer = await member();
    const first = await issuer.issue(purchase(buyer.id));
    const refused = purchase(buyer.id, { planName: 'x'.repeat(150) }); // longer than the column: the insert fails
    await expect(issuer.issue(refused)).rejects.toThrow();
    const next = await issuer.issue(purchase(buyer.id));

    expect([first.invoice_no, next.invoice_no]).toEqual(['RC4647-000001', 'RC4647-000002']);
    expect(await invoices.countBy({ payment_id: refused.paymentId })).toBe(0);
    expect((await counters.findOneBy({ financial_year: 2046 }))!.last_serial).toBe(2);
  });

  it('starts a new series at midnight of 1 April in India and dates invoices in IST', async () => {
    const buyer = await member();
    clock.mockReturnValue(new Date('2044-03-31T18:29:59.999Z')); // 23:59:59.999 IST on 31 March 2044
    const march = await issuer.issue(purchase(buyer.id));
    clock.mockReturnValue(new Date('2044-03-31T18:30:00.000Z')); // 00:00 IST on 1 April 2044
    const april = await issuer.issue(purchase(buyer.id));
    const second = await issuer.issue(purchase(buyer.id));

    expect(march).toMatchObject({
      invoice_no: 'RC4344-000001',
      financial_year: 2043,
      invoice_date: '2044-03-31',
    });
    expect(april).toMatchObject({
      invoice_no: 'RC4445-000001',
      financial_year: 2044,
      invoice_date: '2044-04-01',
    });
    expect(second.invoice_no).toBe('RC4445-000002');
    const stored = await invoices.findOneByOrFail({ id: april.id });
    expect(stored.invoice_date).toBe('2044-04-01');
  });
});

describe('tax split of issued invoices', () => {
  beforeEach(() => clock.mockReturnValue(inYear(2047)));

  it('charges CGST and SGST to a member in the supplier state, adding up to the amount paid', async () => {
    const buyer = await member();
    const invoice = await issuer.issue(
      purchase(buyer.id, { amountMinor: 117882, kind: 'bluetick', planId: 2, planName: '1YearPlan' }),
    );
    expect(invoice).toMatchObject({
      supply_type: 'intra_state',
      place_of_supply_code: '24',
      place_of_supply_name: 'Gujarat',
      taxable_minor: 99900,
      cgst_minor: 8991,
      sgst_minor: 8991,
      igst_minor: 0,
      total_minor: 117882,
    });
  });

  it('charges IGST to a member in another state', async () => {
    const buyer = await member({ state_id: 4008, city_id: 57589 });
    const invoice = await issuer.issue(purchase(buyer.id, { amountMinor: 67864 }));
    expect(invoice).toMatchObject({
      supply_type: 'inter_state',
      place_of_supply_code: '27',
      taxable_minor: 57512,
      cgst_minor: 0,
      sgst_minor: 0,
      igst_minor: 10352,
    });
  });

  it('supplies a registered member in the state of their GSTIN and prints it', async () => {
    const buyer = await member({ gst_no: '27aapfu0939f1zv' });
    const invoice = await issuer.issue(purchase(buyer.id));
    expect(invoice).toMatchObject({
      supply_type: 'inter_state',
      place_of_supply_code: '27',
      igst_minor: 15239,
    });
    expect(invoice.parties.recipient.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('zero-rates a member abroad and keeps the currency paid', async () => {
    const buyer = await member({ country_id: 233, state_id: 1455, city_id: 110965 });
    const invoice = await issuer.issue(
      purchase(buyer.id, { amountMinor: 1200, currency: 'USD', provider: 'razorpay' }),
    );
    expect(invoice).toMatchObject({
      supply_type: 'export',
      place_of_supply_code: '96',
      place_of_supply_name: 'United States',
      currency: 'USD',
      taxable_minor: 1200,
      igst_minor: 0,
      total_minor: 1200,
    });
  });
});

describe('GST state codes', () => {
  it('knows the GST code of every Indian state in the reference data', async () => {
    const states: { id: number }[] = await api.db.query('SELECT id FROM states WHERE country_id = 101');
    const known = new Set(allGstStates().map((s) => s.stateId));
    expect(states.length).toBeGreaterThan(30);
    expect(states.filter((s) => !known.has(Number(s.id)))).toEqual([]);
  });
});
