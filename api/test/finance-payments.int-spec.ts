import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutData } from '@app/contracts';
import { AuditLog } from '../src/core/audit/audit-log.service';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';
import { listQuery, staffAuth, staffMember, type StaffMember } from './support/staff';

const CREDS = { PAYU_KEY: 'fin-payu-key', PAYU_SALT: 'fin-payu-salt' };
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** PayU's verify_payment as documented: what PayU knows of each txnid, set by the test. */
const payuKnows = new Map<string, Record<string, string>>();
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

    const [entries] = await api.app.get(AuditLog).list({
      sort: { field: 'id', order: 'DESC' },
      offset: 0,
      limit: 5,
      filter: { staff_id: finance.id, action: 'payment.recheck' },
    });
    expect(entries.map((e) => e.target_id)).toEqual([paymentId, paymentId]);
  });

  it('answers 404 for an unknown payment', async () => {
    await http().post('/admin-api/payments/999999999/recheck').set(staffAuth(finance)).expect(404);
    await asFinance('/admin-api/payments/999999999').expect(404);
  });
});

describe('subscriptions for finance', () => {
  it('lists a member’s subscriptions with plan, start, end and status', async () => {
    const res = await asFinance('/admin-api/subscriptions', { filter: { user_id: member.id } }).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: subscriptionId,
      status: 'active',
      plan_id: 1,
      member: { id: member.id, email: member.payload.email },
    });
    expect(res.body[0].plan_name).toEqual(expect.any(String));
    expect(Date.parse(res.body[0].ends_at)).toBeGreaterThan(Date.parse(res.body[0].starts_at));
    await asFinance(`/admin-api/subscriptions/${subscriptionId}`).expect(200);
    await asFinance('/admin-api/subscriptions', { filter: { status: 'maybe' } }).expect(422);
  });
});
