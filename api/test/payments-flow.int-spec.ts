import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BillingMessages, type CheckoutData } from '@app/contracts';
import { Queue } from 'bullmq';
import { bullConnection } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queue-names';
import { CouponEntity } from '../src/modules/billing/entities/coupon.entity';
import { PaymentEntity } from '../src/modules/billing/entities/payment.entity';
import type { PaidPurchase } from '../src/modules/invoices/invoice.types';
import { freshIp, signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

/**
 * The providers' servers, as these tests need them: PayU's `verify_payment` command and Razorpay's orders
 * and payments API, answering in the providers' documented formats. Each test says what the provider
 * knows (`payuSays`, `razorpayCaptures`); nothing else in the API is stubbed.
 */
class ProviderDouble {
  readonly payu = new Map<string, Record<string, string>>();
  readonly orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  readonly rzpPayments = new Map<
    string,
    { id: string; order_id: string; amount: number; currency: string; status: string }
  >();
  verifyCalls = 0;
  private server!: Server;
  url = '';

  constructor(private readonly creds: typeof CREDS) {}

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  payuSays(txnid: string, status: 'success' | 'failure', amt: string) {
    this.payu.set(txnid, {
      mihpayid: `40${randomBytes(5).toString('hex')}`,
      txnid,
      amt,
      transaction_amount: amt,
      status,
      unmappedstatus: status === 'success' ? 'captured' : 'failed',
    });
    return this.payu.get(txnid)!;
  }

  razorpayCaptures(
    orderId: string,
    over: Partial<{ amount: number; currency: string; status: string }> = {},
  ) {
    const order = this.orders.get(orderId)!;
    const payment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      ...over,
    };
    this.rzpPayments.set(payment.id, payment);
    return payment;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const url = new URL(req.url!, 'http://x');
    if (
      req.method === 'POST' &&
      url.pathname === '/merchant/postservice.php' &&
      url.searchParams.get('form') === '2'
    ) {
      const form = new URLSearchParams(body);
      const expected = createHash('sha512')
        .update(`${form.get('key')}|${form.get('command')}|${form.get('var1')}|${this.creds.PAYU_SALT}`)
        .digest('hex');
      if (form.get('key') !== this.creds.PAYU_KEY || form.get('hash') !== expected)
        return json(200, { status: 0, msg: 'Invalid Hash.' });
      this.verifyCalls++;
      const txnid = form.get('var1')!;
      const details = this.payu.get(txnid) ?? { mihpayid: 'Not Found', status: 'Not Found' };
      return json(200, {
        status: 1,
        msg: '1 out of 1 Transactions Fetched Successfully',
        transaction_details: { [txnid]: details },
      });
    }
    const basic = `Basic ${Buffer.from(`${this.creds.RAZORPAY_KEY_ID}:${this.creds.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== basic)
      return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const input = JSON.parse(body) as { amount: number; currency: string; receipt: string };
      const order = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
      };
      this.orders.set(order.id, order);
      return json(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: order.amount,
        status: 'created',
        attempts: 0,
        notes: {},
        created_at: 1,
      });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payment) {
      const found = this.rzpPayments.get(payment[1]!);
      return found
        ? json(200, { entity: 'payment', ...found })
        : json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
    if (req.method === 'GET' && orderPayments) {
      const items = [...this.rzpPayments.values()].filter((p) => p.order_id === orderPayments[1]);
      return json(200, { entity: 'collection', count: items.length, items });
    }
    json(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }
}

const CREDS = {
  PAYU_KEY: 'test-payu-key',
  PAYU_SALT: 'test-payu-salt',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp-test-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-test-webhook-secret',
};

let invoiceQueue: Queue<PaidPurchase>;
const provider = new ProviderDouble(CREDS);

beforeAll(async () => {
  await provider.start();
  Object.assign(process.env, CREDS, {
    PAYU_BASE_URL: 'https://payu.test',
    PAYU_INFO_BASE_URL: provider.url,
    RAZORPAY_BASE_URL: provider.url,
    RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.test/v1/checkout.js',
    PUBLIC_API_URL: 'http://api.test',
    PUBLIC_WEB_URL: 'http://web.test',
  });
  invoiceQueue = new Queue<PaidPurchase>(QueueName.Invoice, {
    connection: bullConnection(process.env.REDIS_URL!),
  });
});
afterAll(async () => {
  await invoiceQueue.close();
  await provider.stop();
});

// Started after the settings above: the app reads them once, at boot.
const api = useTestApi();
const { http, outbox, bearer } = api;

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

type Member = Awaited<ReturnType<typeof signUpVerified>>;

async function placeIn(countryId: number) {
  const [row] = await api.db.query(
    'SELECT s.id AS state_id, c.id AS city_id FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = ? ORDER BY s.id, c.id LIMIT 1',
    [countryId],
  );
  return { country_id: countryId, state_id: row.state_id as number, city_id: row.city_id as number };
}

async function coupon(over: Partial<CouponEntity> = {}): Promise<CouponEntity> {
  const repo = api.db.getRepository(CouponEntity);
  return repo.save(
    repo.create({
      code: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      kind: 'fixed',
      amount_off_minor: 50000,
      currency: 'INR',
      plan_id: 1,
      ...over,
    }),
  );
}

async function subscribe(member: Member, couponCode?: string): Promise<number> {
  const res = await http()
    .post('/api/subscription')
    .set(bearer(member.token))
    .send({ plan_id: 1, coupon_code: couponCode })
    .expect(201);
  return res.body.data.id;
}

function checkout(member: Member, body: Record<string, unknown>) {
  return http().post('/api/payments/checkout').set(bearer(member.token)).send(body);
}

async function eliteCheckout(member: Member, couponCode?: string) {
  const subscriptionId = await subscribe(member, couponCode);
  const res = await checkout(member, { purpose: 'elite', subscription_id: subscriptionId }).expect(201);
  return { subscriptionId, data: res.body.data as CheckoutData };
}

const payuFields = (data: CheckoutData) => {
  if (data.provider !== 'payu') throw new Error('expected PayU');
  return data.payu.fields;
};

/** What PayU posts back to surl: the form's fields, its verdict, and the reverse hash written out by hand. */
function payuReturn(
  fields: Record<string, string>,
  status: string,
  mihpayid = '403993715521',
  over: Record<string, string> = {},
) {
  const f: Record<string, string> = { ...fields, status, mihpayid, ...over };
  const hash = sha512(
    `${CREDS.PAYU_SALT}|${f.status}||||||${f.udf5}|${f.udf4}|${f.udf3}|${f.udf2}|${f.udf1}|${f.email}|${f.firstname}|${f.productinfo}|${f.amount}|${f.txnid}|${f.key}`,
  );
  return { ...f, hash, ...(over.hash ? { hash: over.hash } : {}) };
}

const postReturn = (path: 'success' | 'failure' | 'webhook', form: Record<string, string>) =>
  http().post(`/api/payments/payu/${path}`).type('form').set('X-Forwarded-For', freshIp()).send(form);

const paymentRow = (id: number) => api.db.getRepository(PaymentEntity).findOneByOrFail({ id });
const subscriptionRow = async (id: number) =>
  (await api.db.query('SELECT status, starts_at, ends_at FROM subscriptions WHERE id = ?', [id]))[0];
const isSubscribed = async (member: Member) =>
  (await http().get('/api/user').set(bearer(member.token)).expect(200)).body.data.is_subscribed;
const invoiceJobs = async (paymentId: number) =>
  (
    await invoiceQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'], 0, -1)
  ).filter((j) => j?.data.paymentId === paymentId);

describe('checkout for a member in India (PayU)', () => {
  it('answers the PayU form with every field and a hash computed on the server', async () => {
    const member = await signUpVerified(http, outbox);
    const { data } = await eliteCheckout(member);
    expect(data.provider).toBe('payu');
    if (data.provider !== 'payu') return;
    expect(data.payu.action).toBe('https://payu.test/_payment');
    const f = data.payu.fields;
    expect(f).toMatchObject({
      key: CREDS.PAYU_KEY,
      amount: '999.00',
      productinfo: 'Elite Membership',
      firstname: member.payload.first_name,
      lastname: member.payload.last_name,
      email: member.payload.email,
      phone: member.payload.mobile_no,
      surl: 'http://api.test/api/payments/payu/success',
      furl: 'http://api.test/api/payments/payu/failure',
      service_provider: 'payu_paisa',
      udf1: String(data.payment_id),
      udf2: 'elite',
    });
    expect(f.txnid).toMatch(/^[A-Za-z0-9]{20}$/);
    const expected = sha512(
      `${f.key}|${f.txnid}|${f.amount}|${f.productinfo}|${f.firstname}|${f.email}|${f.udf1}|${f.udf2}|${f.udf3}|${f.udf4}|${f.udf5}||||||${CREDS.PAYU_SALT}`,
    );
    expect(f.hash).toBe(expected);
    expect(JSON.stringify(data)).not.toContain(CREDS.PAYU_SALT);
  });

  it('charges the coupon price decided on the server', async () => {
    const member = await signUpVerified(http, outbox);
    const c = await coupon();
    const { data } = await eliteCheckout(member, c.code);
    expect(payuFields(data).amount).toBe('499.00');
    expect(await paymentRow(data.payment_id)).toMatchObject({
      list_amount_minor: 99900,
      discount_minor: 50000,
      amount_minor: 49900,
      coupon_id: c.id,
    });
  });

  it('pays only the caller’s own records', async () => {
    const owner = await signUpVerified(http, outbox);
    const other = await signUpVerified(http, outbox);
    const subscriptionId = await subscribe(owner);
    // Another member's record answers like a missing one: a 403 would confirm that the id exists.
    await checkout(other, { purpose: 'elite', subscription_id: subscriptionId }).expect(404);
    await checkout(other, { purpose: 'elite', subscription_id: 999999999 }).expect(404);
    const bad = await checkout(owner, { purpose: 'elite' }).expect(422);
    expect(bad.body.errors.subscription_id).toBeDefined();
    await checkout(owner, { purpose: 'gold', subscription_id: subscriptionId }).expect(422);
  });
});

describe('checkout for a member abroad (Razorpay)', () => {
  it('creates a yen order in whole yen (zero-decimal currency)', async () => {
    const member = await signUpVerified(http, outbox, await placeIn(109));
    const { data } = await eliteCheckout(member);
    expect(data.provider).toBe('razorpay');
    if (data.provider !== 'razorpay') return;
    expect(data.razorpay).toMatchObject({
      key_id: CREDS.RAZORPAY_KEY_ID,
      amount: 1800,
      currency: 'JPY',
      description: 'Elite Membership',
      prefill: { email: member.payload.email, contact: member.payload.mobile_no },
      script_url: 'https://checkout.razorpay.test/v1/checkout.js',
    });
    expect(provider.orders.get(data.razorpay.order_id)).toMatchObject({
      amount: 1800,
      currency: 'JPY',
      receipt: `payment_${data.payment_id}`,
    });
    expect(JSON.stringify(data)).not.toContain(CREDS.RAZORPAY_KEY_SECRET);
  });

  it('creates a dinar order in fils, three decimals ending in 0, with a percentage coupon', async () => {
    const member = await signUpVerified(http, outbox, await placeIn(117));
    const c = await coupon({
      kind: 'percent',
      amount_off_minor: null,
      percent_off_bps: 1500,
      currency: null,
    });
    const { data } = await eliteCheckout(member, c.code);
    if (data.provider !== 'razorpay') throw new Error('expected Razorpay');
    // 3.700 KWD less 15% is 3.145, charged as 3.140.
    expect(data.razorpay).toMatchObject({ amount: 3140, currency: 'KWD' });
    expect(provider.orders.get(data.razorpay.order_id)).toMatchObject({ amount: 3140, currency: 'KWD' });
  });
});

describe('coupon limits', () => {
  /** What PayU's return says for a checkout PayU reports paid. */
  const paid = (data: CheckoutData) => {
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    return payuReturn(fields, 'success', `40${randomBytes(5).toString('hex')}`);
  };

  it('refuses nobody because of someone else’s unpaid checkout', async () => {
    const c = await coupon({ max_uses: 1, max_uses_per_member: null });
    const [first, second] = await Promise.all([signUpVerified(http, outbox), signUpVerified(http, outbox)]);
    const abandoned = await eliteCheckout(first, c.code);
    // The first member never pays; the second gets the coupon's price and pays.
    const { subscriptionId, data } = await eliteCheckout(second, c.code);
    expect(payuFields(data).amount).toBe('499.00');
    await postReturn('success', paid(data)).expect(303);
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    // Now it is used up, for a new checkout and for the abandoned one if it is paid after all.
    const late = await signUpVerified(http, outbox);
    const lateSubscription = await subscribe(late);
    await api.db.query('UPDATE subscriptions SET coupon_code = ? WHERE id = ?', [c.code, lateSubscription]);
    const usedUp = await checkout(late, { purpose: 'elite', subscription_id: lateSubscription }).expect(422);
    expect(usedUp.body.errors.coupon_code).toEqual([BillingMessages.couponUsedUp]);
    const lateReturn = await postReturn('success', paid(abandoned.data)).expect(303);
    expect(lateReturn.headers.location).toContain('status=failed');
    expect(await paymentRow(abandoned.data.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringContaining('refund due'),
    });
    expect((await subscriptionRow(abandoned.subscriptionId)).status).toBe('pending');
  });

  it('lets every member check out, and confirms no more payments than the coupon has uses, however they race', async () => {
    const c = await coupon({ max_uses: 2, max_uses_per_member: null });
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpVerified(http, outbox)));
    const checkouts = await Promise.all(members.map((m) => eliteCheckout(m, c.code)));
    const returns = checkouts.map(({ data }) => paid(data));
    await Promise.all(returns.map((form) => postReturn('success', form).expect(303)));
    const rows = await Promise.all(checkouts.map(({ data }) => paymentRow(data.payment_id)));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'failed', 'paid', 'paid']);
    const subscriptions = await Promise.all(
      checkouts.map(({ subscriptionId }) => subscriptionRow(subscriptionId)),
    );
    expect(subscriptions.filter((sub) => sub.status === 'active')).toHaveLength(2);
    // Delivered again, in parallel: still two.
    await Promise.all(returns.map((form) => postReturn('webhook', form)));
    const [{ used }] = await api.db.query(
      "SELECT COUNT(*) AS used FROM payments WHERE coupon_id = ? AND status = 'paid'",
      [c.id],
    );
    expect(Number(used)).toBe(2);
  });

  it('serves parallel checkouts without a coupon side by side', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpVerified(http, outbox)));
    const subscriptions = await Promise.all(members.map((m) => subscribe(m)));
    const results = await Promise.all(
      members.map((m, i) => checkout(m, { purpose: 'elite', subscription_id: subscriptions[i] })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it('allows one paid use per member, while a retry of the same purchase replaces the earlier attempt', async () => {
    const c = await coupon({ max_uses_per_member: 1 });
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data: first } = await eliteCheckout(member, c.code);
    const retry = await checkout(member, { purpose: 'elite', subscription_id: subscriptionId }).expect(201);
    expect((await paymentRow(first.payment_id)).status).toBe('superseded');
    expect(payuFields(retry.body.data).amount).toBe('499.00');
    await postReturn('success', paid(retry.body.data)).expect(303);
    const second = await subscribe(member);
    await api.db.query('UPDATE subscriptions SET coupon_code = ? WHERE id = ?', [c.code, second]);
    const refused = await checkout(member, { purpose: 'elite', subscription_id: second }).expect(422);
    expect(refused.body.errors.coupon_code).toEqual([BillingMessages.couponUsedByYou]);
  });
});

describe('PayU return and webhook', () => {
  it('activates Elite for a year on a genuine return that verify_payment confirms, and redirects to the success page', async () => {
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const res = await postReturn('success', payuReturn(fields, 'success')).expect(303);
    expect(res.headers.location).toBe(
      `http://web.test/Home/User/PaymentSuccess?payment_id=${data.payment_id}&status=paid`,
    );
    const sub = await subscriptionRow(subscriptionId);
    expect(sub.status).toBe('active');
    const days = (new Date(sub.ends_at).getTime() - new Date(sub.starts_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    expect(await isSubscribed(member)).toBe(1);
    const jobs = await invoiceJobs(data.payment_id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({
      userId: member.id,
      kind: 'elite',
      planId: 1,
      amountMinor: 99900,
      currency: 'INR',
      provider: 'payu',
    });
  });

  it.each([
    [
      'a tampered hash',
      (f: Record<string, string>) => ({
        ...payuReturn(f, 'success'),
        hash: payuReturn(f, 'success').hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ],
    ['a tampered amount', (f: Record<string, string>) => ({ ...payuReturn(f, 'success'), amount: '1.00' })],
    [
      'an amount re-signed consistently',
      (f: Record<string, string>) => payuReturn(f, 'success', undefined, { amount: '1.00' }),
    ],
    [
      'a tampered txnid',
      (f: Record<string, string>) => ({ ...payuReturn(f, 'success'), txnid: 'AAAAAAAAAAAAAAAAAAAA' }),
    ],
    [
      'another key',
      (f: Record<string, string>) => payuReturn(f, 'success', undefined, { key: 'someone-else' }),
    ],
  ])('refuses %s: failure page, nothing activated, PayU not even asked', async (_name, forge) => {
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const calls = provider.verifyCalls;
    const res = await postReturn('success', forge(fields)).expect(303);
    expect(res.headers.location).toBe('http://web.test/Home/User/Fail');
    expect(provider.verifyCalls).toBe(calls);
    expect((await paymentRow(data.payment_id)).status).toBe('pending');
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
    await postReturn('webhook', forge(fields)).expect(400);
  });

  it('believes verify_payment, not the posted status: a "success" that PayU reports failed activates nothing', async () => {
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'failure', fields.amount);
    const res = await postReturn('success', payuReturn(fields, 'success')).expect(303);
    expect(res.headers.location).toMatch(/^http:\/\/web\.test\/Home\/User\/Fail\?/);
    expect((await paymentRow(data.payment_id)).status).toBe('failed');
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
  });

  it('sends the browser back to the failure page on PayU’s failure return', async () => {
    const member = await signUpVerified(http, outbox);
    const { data } = await eliteCheckout(member);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'failure', fields.amount);
    const res = await postReturn('failure', payuReturn(fields, 'failure')).expect(303);
    expect(res.headers.location).toBe(
      `http://web.test/Home/User/Fail?payment_id=${data.payment_id}&status=failed`,
    );
  });

  it('activates once, invoices once and credits the agent once, however often returns and webhooks arrive', async () => {
    const agent = await signUpVerified(http, outbox);
    const c = await coupon({
      amount_off_minor: 10000,
      agent_user_id: agent.id,
      commission_bps: 1000,
      max_uses_per_member: null,
    });
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member, c.code);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const form = payuReturn(fields, 'success');

    await postReturn('success', form).expect(303);
    const first = await paymentRow(data.payment_id);
    const firstSub = await subscriptionRow(subscriptionId);
    await Promise.all([
      postReturn('success', form),
      postReturn('success', form),
      postReturn('webhook', form),
      postReturn('webhook', form),
    ]);
    await postReturn('webhook', form).expect(200);
    await postReturn('failure', form).expect(303);

    const after = await paymentRow(data.payment_id);
    expect(after.status).toBe('paid');
    expect(after.paid_at).toEqual(first.paid_at);
    expect(after.invoice_requested_at).toEqual(first.invoice_requested_at);
    expect(await subscriptionRow(subscriptionId)).toEqual(firstSub);
    expect(await invoiceJobs(data.payment_id)).toHaveLength(1);
    const [{ n }] = await api.db.query('SELECT COUNT(*) AS n FROM wallet_entries WHERE payment_id = ?', [
      data.payment_id,
    ]);
    expect(Number(n)).toBe(1);
    // 10% of the ₹899 paid.
    const wallet = await http().get('/api/my-wallet').set(bearer(agent.token)).expect(200);
    expect(wallet.body.data.total_amount).toBe(89.9);
  });

  it('confirms through the webhook alone when the browser never comes back', async () => {
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member);
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const res = await postReturn('webhook', payuReturn(fields, 'success')).expect(200);
    expect(res.body.data).toEqual({ payment_id: data.payment_id, status: 'paid' });
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
  });
});

describe('Razorpay verification and webhook', () => {
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', CREDS.RAZORPAY_KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

  async function foreignCheckout() {
    const member = await signUpVerified(http, outbox, await placeIn(109));
    const { subscriptionId, data } = await eliteCheckout(member);
    if (data.provider !== 'razorpay') throw new Error('expected Razorpay');
    return { member, subscriptionId, paymentId: data.payment_id, orderId: data.razorpay.order_id };
  }

  it('activates after a genuine signature and a captured payment fetched from Razorpay', async () => {
    const { member, subscriptionId, paymentId, orderId } = await foreignCheckout();
    const paid = provider.razorpayCaptures(orderId);
    const body = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(orderId, paid.id),
    };
    const res = await http()
      .post('/api/payments/razorpay/verify')
      .set(bearer(member.token))
      .send(body)
      .expect(200);
    expect(res.body.data).toMatchObject({
      payment_id: paymentId,
      status: 'paid',
      amount: 1800,
      currency: 'JPY',
      redirect_path: '/Home/User/PaymentSuccess',
    });
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    expect(await isSubscribed(member)).toBe(1);
    expect(await invoiceJobs(paymentId)).toHaveLength(1);
  });

  it('refuses a forged signature, a payment of another order and another member', async () => {
    const { member, subscriptionId, orderId } = await foreignCheckout();
    const paid = provider.razorpayCaptures(orderId);
    const forged = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(orderId, 'pay_other'),
    };
    const res = await http()
      .post('/api/payments/razorpay/verify')
      .set(bearer(member.token))
      .send(forged)
      .expect(422);
    expect(res.body.errors.razorpay_signature).toEqual([BillingMessages.paymentNotVerified]);
    const other = await foreignCheckout();
    const elsewhere = provider.razorpayCaptures(other.orderId);
    const mixed = {
      razorpay_order_id: orderId,
      razorpay_payment_id: elsewhere.id,
      razorpay_signature: sign(orderId, elsewhere.id),
    };
    await http().post('/api/payments/razorpay/verify').set(bearer(member.token)).send(mixed).expect(422);
    const own = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(orderId, paid.id),
    };
    await http().post('/api/payments/razorpay/verify').set(bearer(other.member.token)).send(own).expect(404);
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
  });

  it('does not activate a captured payment of another amount', async () => {
    const { member, subscriptionId, paymentId, orderId } = await foreignCheckout();
    const paid = provider.razorpayCaptures(orderId, { amount: 100 });
    const body = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(orderId, paid.id),
    };
    await http().post('/api/payments/razorpay/verify').set(bearer(member.token)).send(body).expect(422);
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
  });

  it('applies a signed payment.captured webhook once, however often it is delivered', async () => {
    const { subscriptionId, paymentId, orderId } = await foreignCheckout();
    const paid = provider.razorpayCaptures(orderId);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { ...paid, entity: 'payment' } } },
      created_at: 1,
    });
    const signature = createHmac('sha256', CREDS.RAZORPAY_WEBHOOK_SECRET).update(raw).digest('hex');
    const deliver = (sig: string) =>
      http()
        .post('/api/payments/razorpay/webhook')
        .set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': sig })
        .send(raw);

    await deliver(signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))).expect(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    await deliver(signature).expect(200);
    const first = await paymentRow(paymentId);
    expect(first).toMatchObject({ status: 'paid', provider_payment_id: paid.id });
    const firstSub = await subscriptionRow(subscriptionId);
    expect(firstSub.status).toBe('active');
    const again = await Promise.all([deliver(signature), deliver(signature), deliver(signature)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await paymentRow(paymentId);
    expect([after.paid_at, after.invoice_requested_at]).toEqual([first.paid_at, first.invoice_requested_at]);
    expect(await subscriptionRow(subscriptionId)).toEqual(firstSub);
    expect(await invoiceJobs(paymentId)).toHaveLength(1);
  });

  it('changes nothing for a signed payment.captured that Razorpay itself does not report captured for the order', async () => {
    const { subscriptionId, paymentId, orderId } = await foreignCheckout();
    // Signed with the webhook secret (leaked, say): the body claims a capture Razorpay never made.
    const deliver = (entity: Record<string, unknown>) => {
      const raw = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { entity: 'payment', ...entity } } },
        created_at: 1,
      });
      return http()
        .post('/api/payments/razorpay/webhook')
        .set({
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': createHmac('sha256', CREDS.RAZORPAY_WEBHOOK_SECRET)
            .update(raw)
            .digest('hex'),
        })
        .send(raw);
    };
    const claim = { order_id: orderId, amount: 1800, currency: 'JPY', status: 'captured' };
    const unknown = await deliver({ ...claim, id: 'pay_NeverMadeAtAll' }).expect(200);
    expect(unknown.body.data).toEqual({ handled: false });
    // Razorpay knows the payment, but only authorised; and a captured payment of another order.
    const authorised = provider.razorpayCaptures(orderId, { status: 'authorized' });
    await deliver({ ...claim, id: authorised.id }).expect(200);
    const other = await foreignCheckout();
    const elsewhere = provider.razorpayCaptures(other.orderId);
    await deliver({ ...claim, id: elsewhere.id }).expect(200);

    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending', paid_at: null });
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
    expect(await invoiceJobs(paymentId)).toHaveLength(0);
    expect((await paymentRow(other.paymentId)).status).toBe('pending');
    const outcomes = await api.db.query(
      "SELECT outcome FROM payment_events WHERE payment_id = ? AND source = 'webhook' ORDER BY id",
      [paymentId],
    );
    expect(outcomes.map((o: { outcome: string }) => o.outcome)).toEqual([
      'unconfirmed',
      'unconfirmed',
      'unconfirmed',
    ]);
  });

  it('confirms with the amount Razorpay reports, not the one the webhook body claims', async () => {
    const { subscriptionId, paymentId, orderId } = await foreignCheckout();
    const paid = provider.razorpayCaptures(orderId, { amount: 100 });
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { ...paid, amount: 1800, entity: 'payment' } } },
      created_at: 1,
    });
    await http()
      .post('/api/payments/razorpay/webhook')
      .set({
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', CREDS.RAZORPAY_WEBHOOK_SECRET).update(raw).digest('hex'),
      })
      .send(raw)
      .expect(200);
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect((await subscriptionRow(subscriptionId)).status).toBe('pending');
  });
});

describe('legacy payment-status calls', () => {
  it('ignores payment_status: 422 while the provider has no payment, 200 once it has', async () => {
    const member = await signUpVerified(http, outbox);
    const { subscriptionId, data } = await eliteCheckout(member);
    const claim = await http()
      .post(`/api/payment/${subscriptionId}`)
      .set(bearer(member.token))
      .send({ payment_status: '1' })
      .expect(422);
    expect(claim.body.message).toBe(BillingMessages.paymentNotReceived);
    expect(await isSubscribed(member)).toBe(0);

    // PayU took the money but the browser never came back: a later call (whatever it says) finds it.
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const res = await http()
      .post(`/api/payment/${subscriptionId}`)
      .set(bearer(member.token))
      .send({ payment_status: '2' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      subscription_id: subscriptionId,
      payment_status: 1,
      is_subscribed: 1,
      subscription: { status: 'active' },
    });
    expect(await invoiceJobs(data.payment_id)).toHaveLength(1);
  });

  it('answers a free account’s call (no subscription) without changing anything', async () => {
    const member = await signUpVerified(http, outbox);
    const res = await http()
      .post('/api/payment/undefined')
      .set(bearer(member.token))
      .send({ payment_status: 1 })
      .expect(200);
    expect(res.body).toMatchObject({
      message: BillingMessages.freeAccount,
      data: { subscription_id: null, payment_status: 0, is_subscribed: 0 },
    });
    expect(await isSubscribed(member)).toBe(0);
  });

  it('refuses someone else’s subscription', async () => {
    const owner = await signUpVerified(http, outbox);
    const other = await signUpVerified(http, outbox);
    const subscriptionId = await subscribe(owner);
    await http()
      .post(`/api/payment/${subscriptionId}`)
      .set(bearer(other.token))
      .send({ payment_status: '1' })
      .expect(404);
  });
});

describe('blue tick payment', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  async function uploaded(member: Member): Promise<number> {
    const res = await http()
      .post('/api/upload-bluetick-documents')
      .set(bearer(member.token))
      .field('bluetick_plan_id', '2')
      .attach('document1', pdf, { filename: 'id.pdf' })
      .attach('document2', pdf, { filename: 'gst.pdf' })
      .expect(201);
    return res.body.data.bluetick_payment_details.id;
  }

  it('charges 678.64 for a young account, puts the paid request under review and shows no badge yet', async () => {
    const member = await signUpVerified(http, outbox);
    const requestId = await uploaded(member);
    const early = await http()
      .post(`/api/payment-bluetick/${member.id}`)
      .set(bearer(member.token))
      .send({ payment_status: 1, blue_tick: 1 })
      .expect(422);
    expect(early.body.message).toBe(BillingMessages.paymentNotReceived);

    const res = await checkout(member, { purpose: 'bluetick', bluetick_payment_id: requestId }).expect(201);
    const fields = payuFields(res.body.data);
    expect(fields).toMatchObject({ amount: '678.64', productinfo: '1YearPlan', udf2: 'bluetick' });
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const back = await postReturn('success', payuReturn(fields, 'success')).expect(303);
    expect(back.headers.location).toMatch(
      /^http:\/\/web\.test\/blueticksuccess\?payment_id=\d+&status=paid$/,
    );

    const state = await http()
      .post(`/api/payment-bluetick/${member.id}`)
      .set(bearer(member.token))
      .send({ payment_status: 1, blue_tick: 1 })
      .expect(200);
    expect(state.body).toMatchObject({
      message: BillingMessages.blueTickUnderReview,
      data: { blue_tick: 0, bluetick_payment_details: { id: requestId, status: 'under review' } },
    });
    expect((await http().get('/api/user').set(bearer(member.token)).expect(200)).body.data.blue_tick).toBe(0);
    const jobs = await invoiceJobs(res.body.data.payment_id);
    expect(jobs.map((j) => j.data)).toEqual([
      expect.objectContaining({ kind: 'bluetick', planName: '1YearPlan', amountMinor: 67864 }),
    ]);
    await checkout(member, { purpose: 'bluetick', bluetick_payment_id: requestId }).expect(422);
  });

  it('charges 1178.82 once the account is older than 15 days, whatever the browser thinks', async () => {
    const member = await signUpVerified(http, outbox);
    await api.db.query('UPDATE users SET created_at = NOW(3) - INTERVAL 16 DAY WHERE id = ?', [member.id]);
    const requestId = await uploaded(member);
    const res = await checkout(member, {
      purpose: 'bluetick',
      bluetick_payment_id: requestId,
      amount: '678.64',
    }).expect(201);
    expect(payuFields(res.body.data).amount).toBe('1178.82');
  });

  it('refuses another member’s request and another member’s id on the legacy call', async () => {
    const owner = await signUpVerified(http, outbox);
    const other = await signUpVerified(http, outbox);
    const requestId = await uploaded(owner);
    await checkout(other, { purpose: 'bluetick', bluetick_payment_id: requestId }).expect(404);
    await http()
      .post(`/api/payment-bluetick/${owner.id}`)
      .set(bearer(other.token))
      .send({ payment_status: 1, blue_tick: 1 })
      .expect(403);
  });
});

describe('GET /api/payments/{id}', () => {
  it('shows the member’s own payment, checked with the provider while pending', async () => {
    const member = await signUpVerified(http, outbox);
    const { data } = await eliteCheckout(member);
    const pending = await http()
      .get(`/api/payments/${data.payment_id}`)
      .set(bearer(member.token))
      .expect(200);
    expect(pending.body.data).toMatchObject({
      status: 'pending',
      amount: 999,
      currency: 'INR',
      provider: 'payu',
    });
    const fields = payuFields(data);
    provider.payuSays(fields.txnid, 'success', fields.amount);
    const paid = await http().get(`/api/payments/${data.payment_id}`).set(bearer(member.token)).expect(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', redirect_path: '/Home/User/PaymentSuccess' });
    const other = await signUpVerified(http, outbox);
    // Someone else's payment and a missing one get the same answer, so ids cannot be probed.
    const foreign = await http().get(`/api/payments/${data.payment_id}`).set(bearer(other.token)).expect(404);
    const missing = await http().get('/api/payments/999999999').set(bearer(other.token)).expect(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
