import { createHash } from 'node:crypto';
import { startPayuSandbox } from '../src/payu/payu-sandbox';
import type { RunningSandbox } from '../src/shared/runtime';
import { form, formAction, hiddenFields, startWebhookReceiver, testRuntime } from './support/sandboxes';

// Hashes are computed here from PayU's documented formulas, independently of the sandbox's code.
const KEY = 'test-payu-key';
const SALT = 'test-payu-salt-0123456789';
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

let counter = 0;
const newTxnid = () => `T${Date.now()}${counter++}`;

function paymentForm(overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    key: KEY,
    txnid: newTxnid(),
    amount: '999.00',
    productinfo: 'Elite Membership',
    firstname: 'Asha',
    lastname: 'Patel',
    email: 'asha@example.com',
    phone: '9876543210',
    surl: 'http://merchant.test/api/payments/payu/success',
    furl: 'http://merchant.test/api/payments/payu/failure',
    service_provider: 'payu_paisa',
    udf1: 'elite',
    udf2: '42',
    udf3: '',
    udf4: '',
    udf5: '',
    ...overrides,
  };
  const f = fields;
  f.hash = sha512(
    `${f.key}|${f.txnid}|${f.amount}|${f.productinfo}|${f.firstname}|${f.email}|${f.udf1}|${f.udf2}|${f.udf3}|${f.udf4}|${f.udf5}||||||${SALT}`,
  );
  return fields;
}

/** The reverse hash a merchant must check: SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key */
function expectedReverseHash(p: Record<string, string>) {
  return sha512(
    `${SALT}|${p.status}||||||${p.udf5}|${p.udf4}|${p.udf3}|${p.udf2}|${p.udf1}|${p.email}|${p.firstname}|${p.productinfo}|${p.amount}|${p.txnid}|${p.key}`,
  );
}

describe('PayU sandbox', () => {
  let sandbox: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPayuSandbox(
      { PAYU_KEY: KEY, PAYU_SALT: SALT, PAYU_SANDBOX_WEBHOOK_URL: receiver.url },
      testRuntime(),
    );
  });

  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  beforeEach(async () => {
    await sandbox.webhooksSettled(); // nothing of an earlier test arrives late
    receiver.received.length = 0;
  });

  async function startPayment(fields: Record<string, string>) {
    const response = await fetch(`${sandbox.url}/_payment`, form(fields));
    return { status: response.status, html: await response.text() };
  }

  /** Posts a payment, chooses an outcome on the hosted page, returns the page that posts back to the merchant. */
  async function pay(
    fields: Record<string, string>,
    outcome: 'success' | 'failure',
    extra: Record<string, string> = {},
  ) {
    const page = await startPayment(fields);
    expect(page.status).toBe(200);
    const hidden = Object.fromEntries(hiddenFields(page.html));
    const response = await fetch(
      `${sandbox.url}/_sandbox/payu/complete`,
      form({ ...hidden, outcome, ...extra }),
    );
    const html = await response.text();
    return {
      status: response.status,
      html,
      params: Object.fromEntries(hiddenFields(html)),
      action: formAction(html, 'payu-return'),
    };
  }

  async function verify(var1: string, hash = sha512(`${KEY}|verify_payment|${var1}|${SALT}`)) {
    const response = await fetch(
      `${sandbox.url}/merchant/postservice.php?form=2`,
      form({ key: KEY, command: 'verify_payment', var1, hash }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as {
      status: number;
      msg: string;
      transaction_details?: Record<string, Record<string, unknown>>;
    };
  }

  it('shows the hosted payment page, with its banner and both outcomes, for a correctly hashed request', async () => {
    const page = await startPayment(paymentForm());
    expect(page.status).toBe(200);
    expect(page.html).toContain('Local sandbox — no real money');
    expect(page.html).toContain('₹999.00');
    expect(page.html).toContain('id="payu-pay"');
    expect(page.html).toContain('Pay (success)');
    expect(page.html).toContain('id="payu-fail"');
  });

  it('refuses a request whose hash does not match, with PayU error page, and records nothing', async () => {
    const fields = paymentForm();
    const tampered = { ...fields, amount: '1.00' };
    const page = await startPayment(tampered);
    expect(page.status).toBe(400);
    expect(page.html).toContain(
      'Error Reason: Transaction failed due to incorrectly calculated hash parameter.',
    );
    expect((await verify(fields.txnid)).transaction_details?.[fields.txnid]).toEqual({
      mihpayid: 'Not Found',
      status: 'Not Found',
    });
  });

  it('refuses a request with a missing mandatory field or another merchant key', async () => {
    const { phone: _phone, ...noPhone } = paymentForm();
    const missing = await startPayment(noPhone);
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('One or more mandatory parameters are missing');
    expect(missing.html).toContain('phone');

    const otherKey = await startPayment(paymentForm({ key: 'another-key' }));
    expect(otherKey.html).toContain('Invalid merchant key.');
  });

  it('posts a success back to surl with a reverse hash the merchant can verify, and sends the same to the webhook', async () => {
    receiver.failNext(1);
    const fields = paymentForm();
    const result = await pay(fields, 'success');
    expect(result.action).toBe(fields.surl);
    expect(result.params).toMatchObject({
      status: 'success',
      unmappedstatus: 'captured',
      key: KEY,
      txnid: fields.txnid,
      amount: '999.00',
      productinfo: fields.productinfo,
      firstname: 'Asha',
      lastname: 'Patel',
      email: fields.email,
      phone: fields.phone,
      udf1: 'elite',
      udf2: '42',
      error: 'E000',
    });
    expect(result.params.mihpayid).toMatch(/^\d+$/);
    expect(result.params.bank_ref_num).toMatch(/^\d+$/);
    expect(result.params.hash).toBe(expectedReverseHash(result.params));
    expect(result.html).toContain('src="/_sandbox/payu/auto-submit.js"');
    expect(result.html).toContain('Continue to the merchant');

    // The receiver refuses the first delivery: the sandbox retries.
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    const webhook = receiver.received[1];
    expect(webhook.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const posted = Object.fromEntries(new URLSearchParams(webhook.body));
    expect(posted).toEqual(result.params);
    expect(posted.hash).toBe(expectedReverseHash(posted));
  });

  it('posts a failure back to furl, also with a valid reverse hash', async () => {
    const fields = paymentForm();
    const result = await pay(fields, 'failure');
    expect(result.action).toBe(fields.furl);
    expect(result.params).toMatchObject({ status: 'failure', txnid: fields.txnid, bank_ref_num: '' });
    expect(result.params.error).not.toBe('E000');
    expect(result.params.hash).toBe(expectedReverseHash(result.params));
  });

  it('sends an identical second webhook when asked to, for idempotency tests', async () => {
    const result = await pay(paymentForm(), 'success', { webhook_twice: '1' });
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0].body).toBe(receiver.received[1].body);
    expect(Object.fromEntries(new URLSearchParams(receiver.received[0].body)).txnid).toBe(
      result.params.txnid,
    );
  });

  it('answers verify_payment with the documented JSON for paid, failed and unknown transactions', async () => {
    const paid = paymentForm();
    const failed = paymentForm();
    const paidReturn = await pay(paid, 'success');
    await pay(failed, 'failure');

    const one = await verify(paid.txnid);
    expect(one.status).toBe(1);
    expect(one.msg).toBe('1 out of 1 Transactions Fetched Successfully');
    expect(one.transaction_details?.[paid.txnid]).toMatchObject({
      mihpayid: paidReturn.params.mihpayid,
      txnid: paid.txnid,
      amt: '999.00',
      status: 'success',
      unmappedstatus: 'captured',
      udf1: 'elite',
    });

    const several = await verify(`${paid.txnid}|${failed.txnid}|nobody-knows-me`);
    expect(several.msg).toBe('2 out of 3 Transactions Fetched Successfully');
    expect(several.transaction_details?.[failed.txnid]).toMatchObject({
      status: 'failure',
      unmappedstatus: 'failed',
    });
    expect(several.transaction_details?.['nobody-knows-me']).toEqual({
      mihpayid: 'Not Found',
      status: 'Not Found',
    });

    const none = await verify('nobody-knows-me');
    expect(none).toMatchObject({ status: 0, msg: '0 out of 1 Transactions Fetched Successfully' });
  });

  it('queues a refund with cancel_refund_transaction once per token, never above the amount paid', async () => {
    const paid = paymentForm();
    const { params } = await pay(paid, 'success');
    const refund = async (var1: string, var2: string, var3: string, hash?: string) => {
      const response = await fetch(
        `${sandbox.url}/merchant/postservice.php?form=2`,
        form({
          key: KEY,
          command: 'cancel_refund_transaction',
          var1,
          var2,
          var3,
          hash: hash ?? sha512(`${KEY}|cancel_refund_transaction|${var1}|${SALT}`),
        }),
      );
      return (await response.json()) as Record<string, unknown>;
    };

    const first = await refund(params.mihpayid, 'refund-token-1', '999.00');
    expect(first).toMatchObject({ status: 1, msg: 'Refund Request Queued', error_code: 102 });
    expect(first.request_id).toEqual(expect.any(String));
    expect(await refund(params.mihpayid, 'refund-token-1', '999.00')).toMatchObject({
      status: 0,
      request_id: first.request_id,
    });
    expect(await refund(params.mihpayid, 'refund-token-2', '1.00')).toMatchObject({ status: 0 });
    expect(await refund(params.mihpayid, 'refund-token-3', '1.00', 'f'.repeat(128))).toMatchObject({
      status: 0,
      msg: 'Invalid Hash.',
    });
    expect(await refund('12345', 'refund-token-4', '1.00')).toMatchObject({
      status: 0,
      msg: 'Invalid payuid',
    });
  });

  it('reports a transaction still on the payment page as pending', async () => {
    const fields = paymentForm();
    await startPayment(fields);
    expect((await verify(fields.txnid)).transaction_details?.[fields.txnid]).toMatchObject({
      status: 'pending',
    });
  });

  it('refuses a verify_payment call whose hash does not match', async () => {
    const fields = paymentForm();
    await pay(fields, 'success');
    const answer = await verify(fields.txnid, sha512(`${KEY}|verify_payment|${fields.txnid}|wrong-salt`));
    expect(answer).toEqual({ status: 0, msg: 'Invalid Hash.' });
  });

  it('refuses to reuse a txnid once its transaction finished, and to finish a transaction twice', async () => {
    const fields = paymentForm();
    const first = await startPayment(fields);
    const hidden = Object.fromEntries(hiddenFields(first.html));
    expect(
      (await fetch(`${sandbox.url}/_sandbox/payu/complete`, form({ ...hidden, outcome: 'success' }))).status,
    ).toBe(200);

    const again = await fetch(
      `${sandbox.url}/_sandbox/payu/complete`,
      form({ ...hidden, outcome: 'failure' }),
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This transaction is not awaiting payment.');

    const reused = await startPayment(fields);
    expect(reused.status).toBe(400);
    expect(reused.html).toContain('Duplicate transaction id.');
    expect((await verify(fields.txnid)).transaction_details?.[fields.txnid]).toMatchObject({
      status: 'success',
    });
  });
});
