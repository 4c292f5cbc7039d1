import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutData } from '@app/contracts';
import { AuditLogService } from '../src/core/audit/audit-log.service';
import { InvoiceIssuerService } from '../src/modules/invoices/invoice-issuer.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { bytes, listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

// pdf-parse 2 ships CommonJS next to ESM; jest (CommonJS here) loads the CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const CREDS = { PAYU_KEY: 'fin-payu-key', PAYU_SALT: 'fin-payu-salt' };
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** PayU's verify_payment as documented: what PayU knows of each txnid, set by the test. */
const payuKnows = new Map<string, Record<string, string>>();
/** PayU's cancel_refund_transaction: the refunds queued, by token (PayU refuses a token twice). */
const payuRefunds = new Map<string, { mihpayid: string; amount: string; requestId: string }>();
let refundCalls = 0;
let payu: Server;

beforeAll(async () => {
  payu = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const genuine =
        form.get('hash') ===
        sha512(`${form.get('key')}|${form.get('command')}|${form.get('var1')}|${CREDS.PAYU_SALT}`);
      const txnid = form.get('var1') ?? '';
      if (genuine && form.get('command') === 'cancel_refund_transaction') {
        refundCalls++;
        const token = form.get('var2') ?? '';
        const earlier = payuRefunds.get(token);
        const answer = earlier
          ? { status: 0, msg: 'Request for this token already exists', request_id: earlier.requestId }
          : {
              status: 1,
              msg: 'Refund Request Queued',
              request_id: `7${payuRefunds.size}0011`,
              error_code: 102,
            };
        if (!earlier)
          payuRefunds.set(token, {
            mihpayid: txnid,
            amount: form.get('var3') ?? '',
            requestId: answer.request_id,
          });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          genuine
            ? {
                status: 1,
                transaction_details: {
                  [txnid]: payuKnows.get(txnid) ?? { mihpayid: 'Not Found', status: 'Not Found' },
                },
              }
            : { status: 0, msg: 'Invalid Hash.' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => payu.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, CREDS, {
    PAYU_BASE_URL: 'https://payu.test',
    PAYU_INFO_BASE_URL: `http://127.0.0.1:${(payu.address() as AddressInfo).port}`,
    PUBLIC_API_URL: 'http://api.test',
    PUBLIC_WEB_URL: 'http://web.test',
  });
});
afterAll(() => new Promise((resolve) => payu.close(resolve)));

// Started after the settings above: the app reads them once, at boot.
const api = useTestApi();
const { http, outbox, bearer } = api;

let finance: StaffMember;
let moderator: StaffMember;
let member: Awaited<ReturnType<typeof signUpVerified>>;
let paymentId: number;
let subscriptionId: number;
let fields: Record<string, string>;

/** PayU's return post for the form's fields, with the reverse hash written out by hand. */
function payuReturn(status: string) {
  const f: Record<string, string> = { ...fields, status, mihpayid: '403993715521' };
  const hash = sha512(
    `${CREDS.PAYU_SALT}|${f.status}||||||${f.udf5}|${f.udf4}|${f.udf3}|${f.udf2}|${f.udf1}|${f.email}|${f.firstname}|${f.productinfo}|${f.amount}|${f.txnid}|${f.key}`,
  );
  return { ...f, hash };
}

beforeAll(async () => {
  finance = await staffMember(api, 'finance', 'support');
  moderator = await staffMember(api, 'moderator', 'notfinance');
  member = await signUpVerified(http, outbox);
  subscriptionId = (
    await http().post('/api/subscription').set(bearer(member.token)).send({ plan_id: 1 }).expect(201)
  ).body.data.id;
  const res = await http()
    .post('/api/payments/checkout')
    .set(bearer(member.token))
    .send({ purpose: 'elite', subscription_id: subscriptionId })
    .expect(201);
  const data = res.body.data as CheckoutData;
  if (data.provider !== 'payu') throw new Error('expected PayU');
  fields = data.payu.fields;
  paymentId = data.payment_id;
});

const asFinance = (path: string, query: Record<string, unknown> = {}) =>
  http().get(path).query(listQuery(query)).set(staffAuth(finance));

describe('payments for finance', () => {
  it('finds a payment by its txnid, with the member, amount and status', async () => {
    const res = await asFinance('/admin-api/payments', { filter: { q: fields.txnid } }).expect(200);
    expect(res.headers['content-range']).toBe('payments 0-0/1');
    expect(res.body[0]).toMatchObject({
      id: paymentId,
      provider: 'payu',
      txnid: fields.txnid,
      status: 'pending',
      currency: 'INR',
      amount: fields.amount,
      member: { id: member.id, email: member.payload.email },
      invoice: null,
    });
    await asFinance('/admin-api/payments', { filter: { status: 'sideways' } }).expect(422);
    // The console's Export asks 1,000 rows at once.
    await asFinance('/admin-api/payments', { range: [0, 999] }).expect(200);
    await asFinance('/admin-api/subscriptions', { range: [0, 999] }).expect(200);
    await asFinance('/admin-api/payments', { filter: { user_id: member.id, status: 'paid' } })
      .expect(200)
      .expect('content-range', 'payments 0-0/0');
  });

  it('keeps the return PayU sent, without its hash, on the payment’s page', async () => {
    // The browser comes back claiming success while PayU has no record of it yet: nothing is activated.
    await http()
      .post('/api/payments/payu/success')
      .type('form')
      .set('X-Forwarded-For', freshIp())
      .send(payuReturn('success'))
      .expect(303);
    const res = await asFinance(`/admin-api/payments/${paymentId}`).expect(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.events).toHaveLength(1);
    expect(res.body.events[0]).toMatchObject({
      source: 'return',
      outcome: 'pending',
      detail: { txnid: fields.txnid, posted_status: 'success', mihpayid: '403993715521' },
    });
    expect(JSON.stringify(res.body.events)).not.toContain(payuReturn('success').hash);
  });

  it('re-checks with the provider: a payment PayU took is activated once, and the check is audited', async () => {
    payuKnows.set(fields.txnid, {
      mihpayid: '403993715521',
      txnid: fields.txnid,
      amt: fields.amount,
      status: 'success',
    });
    await http().post(`/admin-api/payments/${paymentId}/recheck`).set(staffAuth(moderator)).expect(403);
    const res = await http()
      .post(`/admin-api/payments/${paymentId}/recheck`)
      .set(staffAuth(finance))
      .expect(200);
    expect(res.body).toMatchObject({ id: paymentId, status: 'paid', provider_payment_id: '403993715521' });
    expect(res.body.provider_verified).toMatchObject({
      source: 'staff_recheck',
      outcome: 'paid',
      detail: { status_before: 'pending', status_after: 'paid' },
    });
    const [subscription] = await api.db.query('SELECT status, ends_at FROM subscriptions WHERE id = ?', [
      subscriptionId,
    ]);
    expect(subscription.status).toBe('active');

    // Again: the provider is asked again, nothing is activated twice.
    await http().post(`/admin-api/payments/${paymentId}/recheck`).set(staffAuth(finance)).expect(200);
    const [after] = await api.db.query('SELECT status, ends_at FROM subscriptions WHERE id = ?', [
      subscriptionId,
    ]);
    expect(after.ends_at).toEqual(subscription.ends_at);

    const [entries] = await api.app.get(AuditLogService).list({
      sort: { field: 'id', order: 'DESC' },
      offset: 0,
      limit: 5,
      filter: { staff_id: finance.id, action: 'payment.recheck', target_id: paymentId },
    });
    expect(entries.map((e) => e.target_id)).toEqual([paymentId, paymentId]);
  });

  it('answers 404 for an unknown payment', async () => {
    await http().post('/admin-api/payments/999999999/recheck').set(staffAuth(finance)).expect(404);
    await asFinance('/admin-api/payments/999999999').expect(404);
  });
});

describe('refunds', () => {
  const refund = (id: number, reason: string, who: StaffMember = finance) =>
    http().post(`/admin-api/payments/${id}/refund`).set(staffAuth(who)).send({ reason });

  it('refunds through PayU, ends the subscription and issues a credit note, once however often it is asked', async () => {
    await refund(paymentId, 'no').expect(422);
    await refund(paymentId, 'Charged twice by mistake', moderator).expect(403);
    // The invoice worker's part (no worker runs here): the paid payment's invoice.
    const invoice = await api.app.get(InvoiceIssuerService).issue({
      paymentId,
      userId: member.id,
      kind: 'elite',
      planId: 1,
      planName: 'Elite Membership',
      amountMinor: Math.round(Number(fields.amount) * 100),
      currency: 'INR',
      couponCode: null,
      paidAt: new Date().toISOString(),
      provider: 'payu',
      providerRef: '403993715521',
    });

    const first = await refund(paymentId, 'Charged twice by mistake').expect(200);
    expect(first.body).toMatchObject({
      id: paymentId,
      status: 'paid',
      refunded_now: true,
      refund: { provider_refund_id: '700011', reason: 'Charged twice by mistake', staff_id: finance.id },
      credit_note: {
        invoice_id: invoice.id,
        invoice_no: invoice.invoice_no,
        reason: 'Charged twice by mistake',
      },
    });
    expect(first.body.credit_note.credit_note_no).toMatch(/^RCCN\d{4}-\d{6}$/);
    expect(payuRefunds.get(`refund-${paymentId}`)).toEqual({
      mihpayid: '403993715521',
      amount: fields.amount,
      requestId: '700011',
    });
    const [subscription] = await api.db.query('SELECT status, ends_at FROM subscriptions WHERE id = ?', [
      subscriptionId,
    ]);
    expect(subscription.status).toBe('cancelled');
    expect(
      (await http().get('/api/user').set(bearer(member.token)).expect(200)).body.data.is_subscribed,
    ).toBe(0);

    // Asked again: the same refund and credit note, the provider not asked again.
    const calls = refundCalls;
    const second = await refund(paymentId, 'Asked again').expect(200);
    expect(second.body).toMatchObject({
      refunded_now: false,
      refund: first.body.refund,
      credit_note: first.body.credit_note,
    });
    expect(refundCalls).toBe(calls);

    // PayU's return and webhook delivered again: the payment is settled, nothing comes back to life.
    for (const path of ['success', 'webhook'])
      await http()
        .post(`/api/payments/payu/${path}`)
        .type('form')
        .set('X-Forwarded-For', freshIp())
        .send(payuReturn('success'));
    const [after] = await api.db.query('SELECT status FROM subscriptions WHERE id = ?', [subscriptionId]);
    expect(after.status).toBe('cancelled');
    const [notes] = await api.db.query('SELECT COUNT(*) AS n FROM credit_notes WHERE payment_id = ?', [
      paymentId,
    ]);
    expect(Number(notes.n)).toBe(1);

    const pdf = await http()
      .get(`/admin-api/invoices/${invoice.id}/credit-note/pdf`)
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    try {
      const text = (await parser.getText()).text.replace(/\s+/g, ' ');
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain(first.body.credit_note.credit_note_no);
      expect(text).toContain(invoice.invoice_no);
      expect(text).toContain('Charged twice by mistake');
    } finally {
      await parser.destroy();
    }
    // The GSTR-1 documents summary of the day lists the credit note in its own series.
    const zip = await http()
      .get('/admin-api/invoices/export/gstr1.zip')
      .query(
        listQuery({ filter: { from: invoice.invoice_date, to: invoice.invoice_date, user_id: member.id } }),
      )
      .set(staffAuth(finance))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const docs = Buffer.from(unzipSync(new Uint8Array(zip.body as Buffer))['docs.csv']).toString('utf8');
    expect(docs).toContain(`Invoices for outward supply,${invoice.invoice_no},${invoice.invoice_no},1,0`);
    const note = first.body.credit_note.credit_note_no;
    expect(docs).toContain(`Credit Note,${note},${note},1,0`);

    const shown = await asFinance(`/admin-api/invoices/${invoice.id}`).expect(200);
    expect(shown.body.credit_note.credit_note_no).toBe(first.body.credit_note.credit_note_no);

    const [entries] = await api.app.get(AuditLogService).list({
      sort: { field: 'id', order: 'DESC' },
      offset: 0,
      limit: 5,
      filter: { staff_id: finance.id, action: 'payment.refund', target_id: paymentId },
    });
    expect(entries).toHaveLength(2);
  });

  it('refuses to refund a payment that was not paid', async () => {
    const other = await signUpVerified(http, outbox);
    const sub = (
      await http().post('/api/subscription').set(bearer(other.token)).send({ plan_id: 1 }).expect(201)
    ).body.data.id;
    const res = await http()
      .post('/api/payments/checkout')
      .set(bearer(other.token))
      .send({ purpose: 'elite', subscription_id: sub })
      .expect(201);
    await refund(res.body.data.payment_id, 'Member asked for it').expect(409);
  });
});

describe('subscriptions for finance', () => {
  it('lists a member’s subscriptions with plan, start, end and status', async () => {
    const res = await asFinance('/admin-api/subscriptions', { filter: { user_id: member.id } }).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: subscriptionId,
      status: 'cancelled',
      plan_id: 1,
      member: { id: member.id, email: member.payload.email },
    });
    expect(res.body[0].plan_name).toEqual(expect.any(String));
    expect(res.body[0].ends_at).toEqual(expect.any(String));
    await asFinance(`/admin-api/subscriptions/${subscriptionId}`).expect(200);
    await asFinance('/admin-api/subscriptions', { filter: { status: 'maybe' } }).expect(422);
  });
});
