import type { InvoiceSummary, Page } from '@app/contracts';
import type { Response } from 'supertest';
import { EXPORT_ENDORSEMENT } from '../src/modules/invoices/gst-tax';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { freshIp } from './support/accounts';
import { invoicedMember, paidPurchase } from './support/invoices';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox, bearer } = api;

// pdf-parse 2 ships CommonJS next to ESM; jest (CommonJS here) loads the CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

let issuer: InvoiceIssuerService;

beforeAll(async () => {
  issuer = api.app.get(InvoiceIssuerService);
});

const member = (overrides: Record<string, unknown> = {}) => invoicedMember(http, outbox, overrides);

/** Downloads an invoice as bytes. */
function download(id: number | string, token: string) {
  return http()
    .get(`/api/download-invoice/${id}`)
    .set(bearer(token))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The text of a PDF with runs of white space made single spaces (lines wrap where the layout says). */
async function pdfText(res: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(res.body as Buffer) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('GET invoicess', () => {
  it("lists only the member's own invoices, Elite or the others as the filter says", async () => {
    const me = await member();
    const other = await member();
    const elite = await issuer.issue(paidPurchase(me.id));
    const badge = await issuer.issue(
      paidPurchase(me.id, { kind: 'bluetick', planId: 2, planName: '1YearPlan', amountMinor: 117882 }),
    );
    await issuer.issue(paidPurchase(other.id));

    const eliteOnly = await http()
      .get('/api/invoicess')
      .query({ filter: '{"is_elite":1}' })
      .set(bearer(me.token))
      .expect(200);
    const page = eliteOnly.body.data as Page<InvoiceSummary>;
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(page.data).toEqual([
      {
        id: elite.id,
        plan_name: 'Elite Membership',
        total_amount: '999.00',
        invoice_no: elite.invoice_no,
        is_elite: 1,
        currency: 'INR',
        invoice_date: elite.invoice_date,
      },
    ]);

    const promoted = await http()
      .get('/api/invoicess')
      .query({ filter: JSON.stringify({ is_elite: 0 }) })
      .set(bearer(me.token))
      .expect(200);
    expect(promoted.body.data.data).toEqual([
      expect.objectContaining({ id: badge.id, plan_name: '1YearPlan', total_amount: '1178.82', is_elite: 0 }),
    ]);

    const all = await http().get('/api/invoicess').set(bearer(me.token)).expect(200);
    expect((all.body.data.data as InvoiceSummary[]).map((i) => i.id)).toEqual([badge.id, elite.id]);
  });

  it('accepts is_elite sent as a string', async () => {
    const me = await member();
    await issuer.issue(paidPurchase(me.id));
    const res = await http()
      .get('/api/invoicess')
      .query({ filter: '{"is_elite":"1"}' })
      .set(bearer(me.token))
      .expect(200);
    expect(res.body.data.total).toBe(1);
  });

  it('refuses a filter that is not a JSON object or an is_elite other than 1 or 0', async () => {
    const me = await member();
    const notJson = await http()
      .get('/api/invoicess')
      .query({ filter: 'is_elite=1' })
      .set(bearer(me.token))
      .expect(422);
    expect(notJson.body).toMatchObject({
      status_code: 422,
      errors: { filter: [expect.stringContaining('JSON object')] },
    });
    const badValue = await http()
      .get('/api/invoicess')
      .query({ filter: '{"is_elite":5}' })
      .set(bearer(me.token))
      .expect(422);
    expect(badValue.body.errors).toEqual({ 'filter.is_elite': ['The is elite must be 1 or 0.'] });
    await http().get('/api/invoicess').query({ page: '0' }).set(bearer(me.token)).expect(422);
  });

  it('needs a member token', async () => {
    await http().get('/api/invoicess').set('X-Forwarded-For', freshIp()).expect(401);
  });
});

describe('GET download-invoice/{id}', () => {
  it('serves an intra-state invoice as invoice.pdf with the Rule 46 particulars', async () => {
    const me = await member({ gst_no: '24AAPFU0939F1Z1', business_name: 'Spice Route Foods' });
    const invoice = await issuer.issue(paidPurchase(me.id, { couponCode: 'REST500' }));

    const res = await download(invoice.id, me.token).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res);
    for (const expected of [
      'TAX INVOICE',
      `Invoice no: ${invoice.invoice_no}`,
      'DEV-ONLY Sample Supplier',
      'GSTIN: 24AAAAA0000A1Z8',
      'State: Gujarat, code 24',
      'GSTIN: 24AAPFU0939F1Z1',
      'Spice Route Foods',
      'Place of supply: Gujarat (state code 24)',
      'Place of delivery',
      '998599',
      'coupon REST500',
      'Taxable value (after discount) INR 846.61',
      'CGST @ 9% INR 76.19',
      'SGST @ 9% INR 76.20',
      'Total invoice value INR 999.00',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('shows IGST on an invoice to another state and the export endorsement abroad', async () => {
    const maharashtra = await member({ state_id: 4008, city_id: 57589 });
    const inter = await issuer.issue(paidPurchase(maharashtra.id, { amountMinor: 67864 }));
    const interText = await pdfText(await download(inter.id, maharashtra.token).expect(200));
    expect(interText).toContain('IGST @ 18% INR 103.52');
    expect(interText).toContain('GSTIN: Unregistered');
    expect(interText).toContain('Place of supply: Maharashtra (state code 27)');
    expect(interText).not.toContain('CGST');

    const abroad = await member({ country_id: 233, state_id: 1455, city_id: 110965 });
    const exported = await issuer.issue(
      paidPurchase(abroad.id, { amountMinor: 1200, currency: 'USD', provider: 'razorpay' }),
    );
    const exportText = await pdfText(await download(exported.id, abroad.token).expect(200));
    expect(exportText).toContain(EXPORT_ENDORSEMENT);
    expect(exportText).toContain('IGST @ 0% (zero-rated export of services) USD 0.00');
    expect(exportText).toContain('Total invoice value USD 12.00');
    expect(exportText).toContain('Country of destination: United States');
  });

  it("answers 404 for another member's invoice and for one that does not exist, alike", async () => {
    const owner = await member();
    const stranger = await member();
    const invoice = await issuer.issue(paidPurchase(owner.id));

    const theirs = await download(invoice.id, stranger.token).expect(404);
    const missing = await download(2_000_000_000, stranger.token).expect(404);
    expect(JSON.parse(theirs.body.toString())).toEqual({
      status_code: 404,
      message: 'Invoice not found',
      data: null,
    });
    expect(JSON.parse(missing.body.toString())).toEqual(JSON.parse(theirs.body.toString()));
  });

  it('answers 404 for an id that is not a whole number (no route takes it)', async () => {
    const me = await member();
    await download('abc', me.token).expect(404);
  });
});

describe('receipt mail', () => {
  it('queues one receipt per invoice with the number and the amount paid', async () => {
    const me = await member();
    const invoice = await issuer.issue(
      paidPurchase(me.id, { amountMinor: 117882, kind: 'bluetick', planId: 2, planName: '1YearPlan' }),
    );
    await issuer.issue(paidPurchase(me.id, { paymentId: invoice.payment_id }));

    expect(await outbox.count(me.email, 'payment-receipt')).toBe(1);
    expect(await outbox.last(me.email, 'payment-receipt')).toEqual({
      name: 'Asha Patel',
      invoice_no: invoice.invoice_no,
      plan_name: '1YearPlan',
      amount: 'INR 1,178.82',
      paid_on: '20-11-2026',
    });
  });
});
