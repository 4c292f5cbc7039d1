import { createHmac } from 'node:crypto';
import { startRazorpaySandbox } from '../src/razorpay/razorpay-sandbox';
import type { RunningSandbox } from '../src/shared/runtime';
import { form, hiddenFields, startWebhookReceiver, testRuntime } from './support/sandboxes';

// Signatures are computed here from Razorpay's documented formulas, independently of the sandbox's code.
const KEY_ID = 'rzp_test_sandboxspec0001';
const KEY_SECRET = 'test-razorpay-key-secret';
const WEBHOOK_SECRET = 'test-razorpay-webhook-secret';
const MERCHANT_ORIGIN = 'http://127.0.0.1:3999';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

interface FrameState {
  origin: string | null;
  message?: { event: string; response: Record<string, unknown> & { error?: Record<string, unknown> } };
}

/** The JSON block frame.js reads: where it reports, and what. */
function frameState(html: string): FrameState {
  const match = /<script type="application\/json" id="rzp-sandbox-state">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error(`no frame state in:\n${html}`);
  return JSON.parse(match[1]) as FrameState;
}

describe('Razorpay sandbox', () => {
  let sandbox: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startRazorpaySandbox(
      {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_SANDBOX_WEBHOOK_URL: receiver.url,
      },
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

  async function api(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    authorization = basic(KEY_ID, KEY_SECRET),
  ) {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  const createOrder = async (amount = 129900, currency = 'USD') => {
    const created = await api('POST', '/v1/orders', {
      amount,
      currency,
      receipt: 'sub-42',
      notes: { purpose: 'elite' },
    });
    expect(created.status).toBe(200);
    return created.body;
  };

  const checkoutQuery = (orderId: string, keyId = KEY_ID) =>
    new URLSearchParams({
      key_id: keyId,
      order_id: orderId,
      name: 'Restaurant Community',
      description: 'Elite',
      email: 'sam@example.com',
      contact: '+15550100',
      origin: MERCHANT_ORIGIN,
    });

  /** Opens the checkout frame as checkout.js does, then chooses an outcome on it. */
  async function checkout(
    orderId: string,
    outcome: 'success' | 'failure',
    extra: Record<string, string> = {},
  ) {
    const frame = await fetch(`${sandbox.url}/v1/checkout/frame?${checkoutQuery(orderId)}`);
    const page = await frame.text();
    expect(page).toContain('id="rzp-pay"');
    const fields = Object.fromEntries(hiddenFields(page));
    const result = await fetch(`${sandbox.url}/v1/checkout/frame`, form({ ...fields, outcome, ...extra }));
    return { status: result.status, html: await result.text() };
  }

  describe('API authentication', () => {
    it('refuses requests without Basic auth, with an unknown key id or a wrong secret, in Razorpay error format', async () => {
      for (const authorization of [
        '',
        basic('rzp_test_someoneelse0000', KEY_SECRET),
        basic(KEY_ID, 'wrong-secret'),
      ]) {
        const answer = await api('GET', '/v1/orders/order_doesnotmatter0', undefined, authorization);
        expect(answer.status).toBe(401);
        expect(answer.body.error).toMatchObject({
          code: 'BAD_REQUEST_ERROR',
          description: expect.any(String),
        });
      }
      const created = await api(
        'POST',
        '/v1/orders',
        { amount: 100, currency: 'INR' },
        basic(KEY_ID, 'wrong-secret'),
      );
      expect(created.status).toBe(401);
    });
  });

  describe('Orders API', () => {
    it('creates an order and fetches it back', async () => {
      const order = await createOrder();
      expect(order).toMatchObject({
        entity: 'order',
        amount: 129900,
        amount_paid: 0,
        amount_due: 129900,
        currency: 'USD',
        receipt: 'sub-42',
        status: 'created',
        attempts: 0,
        notes: { purpose: 'elite' },
      });
      expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(Number.isInteger(order.created_at)).toBe(true);
      expect((await api('GET', `/v1/orders/${order.id}`)).body).toEqual(order);
      expect((await api('GET', `/v1/orders/${order.id}/payments`)).body).toEqual({
        entity: 'collection',
        count: 0,
        items: [],
      });
    });

    it.each([
      [{ currency: 'INR' }, 'amount'],
      [{ amount: 999.5, currency: 'INR' }, 'amount'],
      [{ amount: 99900, currency: 'XYZ' }, 'currency'],
      [{ amount: 12345, currency: 'KWD' }, 'amount'],
      [{ amount: 99900, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt'],
      [{ amount: 99900, currency: 'INR', customer: 'me' }, 'customer'],
    ])('refuses the order %j with 400 naming %s', async (input, field) => {
      const answer = await api('POST', '/v1/orders', input);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        field,
        description: expect.any(String),
      });
    });

    it('answers unknown order and payment ids with Razorpay "does not exist" error', async () => {
      for (const path of [
        '/v1/orders/order_AAAAAAAAAAAAAA',
        '/v1/orders/order_AAAAAAAAAAAAAA/payments',
        '/v1/payments/pay_AAAAAAAAAAAAAA',
      ]) {
        const answer = await api('GET', path);
        expect(answer.status).toBe(400);
        expect(answer.body.error.description).toBe('The id provided does not exist');
      }
    });
  });

  describe('Standard Checkout', () => {
    it('serves checkout.js defining window.Razorpay', async () => {
      const response = await fetch(`${sandbox.url}/v1/checkout.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const source = await response.text();
      expect(source).toContain('window.Razorpay = Razorpay');
      expect(source).toContain("'payment.failed'");
    });

    it('shows a framable payment page with the amount in the order currency, addressed to the merchant origin', async () => {
      const order = await createOrder();
      const frame = await fetch(`${sandbox.url}/v1/checkout/frame?${checkoutQuery(order.id)}`);
      const html = await frame.text();
      expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(html).toContain('Local sandbox — no real money');
      expect(html).toContain('$1,299.00');
      expect(html).toContain('Pay (success)');
      expect(frameState(html)).toEqual({ origin: MERCHANT_ORIGIN });
    });

    it('pays an order: the handler response carries a signature that verifies with the key secret', async () => {
      const order = await createOrder();
      const result = await checkout(order.id, 'success');
      const state = frameState(result.html);
      expect(state.origin).toBe(MERCHANT_ORIGIN);
      expect(state.message?.event).toBe('payment.success');
      const response = state.message!.response as Record<string, string>;
      expect(response.razorpay_order_id).toBe(order.id);
      expect(response.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      expect(response.razorpay_signature).toBe(
        hmac(KEY_SECRET, `${order.id}|${response.razorpay_payment_id}`),
      );

      const payment = (await api('GET', `/v1/payments/${response.razorpay_payment_id}`)).body;
      expect(payment).toMatchObject({
        entity: 'payment',
        amount: 129900,
        currency: 'USD',
        status: 'captured',
        captured: true,
        order_id: order.id,
        method: 'card',
        email: 'sam@example.com',
        contact: '+15550100',
      });
      expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
        status: 'paid',
        amount_paid: 129900,
        amount_due: 0,
        attempts: 1,
      });
      expect((await api('GET', `/v1/orders/${order.id}/payments`)).body).toMatchObject({
        entity: 'collection',
        count: 1,
        items: [payment],
      });
    });

    it('refunds a captured payment once in full, and refuses a second refund', async () => {
      const order = await createOrder();
      const result = await checkout(order.id, 'success');
      const paymentId = (frameState(result.html).message!.response as Record<string, string>)
        .razorpay_payment_id;
      const refund = await api('POST', `/v1/payments/${paymentId}/refund`, {
        notes: { reason: 'duplicate' },
        receipt: 'refund_7',
      });
      expect(refund.status).toBe(200);
      expect(refund.body).toMatchObject({
        entity: 'refund',
        amount: 129900,
        currency: 'USD',
        payment_id: paymentId,
        status: 'processed',
        receipt: 'refund_7',
        notes: { reason: 'duplicate' },
      });
      expect((refund.body as { id: string }).id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
      expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
        status: 'refunded',
        amount_refunded: 129900,
        refund_status: 'full',
      });
      const again = await api('POST', `/v1/payments/${paymentId}/refund`, {});
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        error: { description: 'The payment has been fully refunded already' },
      });
      expect((await api('GET', `/v1/payments/${paymentId}/refunds`)).body).toMatchObject({ count: 1 });
    });

    it('sends payment.captured and order.paid webhooks signed over the raw body with the webhook secret', async () => {
      const order = await createOrder(99900, 'INR');
      const state = frameState((await checkout(order.id, 'success')).html);
      await sandbox.webhooksSettled();

      expect(receiver.received).toHaveLength(2);
      for (const webhook of receiver.received) {
        expect(webhook.headers['content-type']).toBe('application/json');
        expect(webhook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, webhook.body));
        expect(webhook.headers['x-razorpay-event-id']).toEqual(expect.any(String));
      }
      const [captured, paid] = receiver.received.map((w) => JSON.parse(w.body));
      expect(captured).toMatchObject({ entity: 'event', event: 'payment.captured', contains: ['payment'] });
      expect(captured.payload.payment.entity).toMatchObject({
        id: state.message!.response.razorpay_payment_id,
        status: 'captured',
        order_id: order.id,
        amount: 99900,
      });
      expect(paid).toMatchObject({ entity: 'event', event: 'order.paid', contains: ['payment', 'order'] });
      expect(paid.payload.order.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 99900 });
      // What the API fetches before it believes either webhook (decision 226): the same payment, captured.
      expect((await api('GET', `/v1/payments/${captured.payload.payment.entity.id}`)).body).toMatchObject({
        id: captured.payload.payment.entity.id,
        status: 'captured',
        order_id: order.id,
        amount: 99900,
        currency: 'INR',
      });
      expect(paid.payload.payment.entity.id).toBe(captured.payload.payment.entity.id);
    });

    it('sends each webhook twice, identically, when asked to', async () => {
      const order = await createOrder(99900, 'INR');
      await checkout(order.id, 'success', { webhook_twice: '1' });
      await sandbox.webhooksSettled();
      const events = receiver.received.map(
        (w) => `${JSON.parse(w.body).event} ${w.headers['x-razorpay-event-id']}`,
      );
      expect(events).toHaveLength(4);
      expect(events.slice(2)).toEqual(events.slice(0, 2));
      expect(receiver.received[2].body).toBe(receiver.received[0].body);
    });

    it('reports a failed payment to payment.failed listeners, keeps the order open, and allows a new attempt', async () => {
      const order = await createOrder();
      const failed = frameState((await checkout(order.id, 'failure')).html);
      expect(failed.message?.event).toBe('payment.failed');
      const error = failed.message!.response.error!;
      expect(error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        source: 'customer',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      });
      expect(
        (await api('GET', `/v1/payments/${(error.metadata as Record<string, string>).payment_id}`)).body,
      ).toMatchObject({ status: 'failed', captured: false });
      expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
        status: 'attempted',
        attempts: 1,
        amount_paid: 0,
      });
      await sandbox.webhooksSettled();
      expect(receiver.received.map((w) => JSON.parse(w.body).event)).toEqual(['payment.failed']);

      const retried = frameState((await checkout(order.id, 'success')).html);
      expect(retried.message?.event).toBe('payment.success');
      expect((await api('GET', `/v1/orders/${order.id}/payments`)).body.count).toBe(2);
    });

    it('refuses to take a second payment for a paid order, or a payment for another key', async () => {
      const order = await createOrder();
      await checkout(order.id, 'success');
      const again = await (await fetch(`${sandbox.url}/v1/checkout/frame?${checkoutQuery(order.id)}`)).text();
      expect(again).toContain('This order has already been paid.');
      expect(again).not.toContain('id="rzp-pay"');

      const other = await createOrder();
      const wrongKey = await (
        await fetch(`${sandbox.url}/v1/checkout/frame?${checkoutQuery(other.id, 'rzp_test_someoneelse0000')}`)
      ).text();
      expect(wrongKey).toContain('The api key provided is invalid');
    });
  });
});
